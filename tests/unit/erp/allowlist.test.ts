import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { ERP_ALLOWLIST } from "@/lib/erp/allowlist";
import { resolveProxyCall, type ProxyBody, type ResolvedCall } from "@/lib/erp/proxy-request";

/** Every call the spec names (spec 1 s7, spec 2 s7, spec 3, web settings): the list must be exactly this. */
const EXPECTED = [
  "GET /Contacts",
  "GET /Contacts/{id}",
  "PUT /Contacts/{id}",
  "GET /Contacts/{id}/WebSettings",
  "PUT /Contacts/{id}/WebSettings",
  "GET /ProductPricingMassInquiry",
  "GET /SalesOrders",
  "GET /SalesOrders/{id}",
  "GET /SalesOrders/{id}/PrintInvoice",
  "POST /SalesOrders/{id}/LineItems",
  "PUT /SalesOrders/{id}/PrintStatus",
  "GET /Customers",
  "GET /Customers/{id}",
  "GET /UserDefined/EDS.PN.XREF",
  "GET /UserDefined/PRINT.REVIEW",
  "GET /UserDefined/UD.PRICELINE",
  "GET /Users/{userName}",
  "GET /Branches/{id}",
  "GET /Territories/{id}",
  "GET /ShipVias",
  "GET /Termslist",
  "GET /Products",
  "GET /Products/{id}",
  "POST /Products",
  "GET /PriceLines",
  "GET /PriceLines/{id}",
  "PUT /PriceLines/{id}",
  "GET /Vendors",
  "GET /Vendors/{id}",
  "POST /Vendors",
];

function resolve(body: ProxyBody): ResolvedCall | number {
  try {
    return resolveProxyCall(body);
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
}

function statusOf(body: ProxyBody): number | "ok" {
  const r = resolve(body);
  return typeof r === "number" ? r : "ok";
}

function messageOf(body: ProxyBody): string {
  try {
    resolveProxyCall(body);
  } catch (err) {
    if (err instanceof ApiError) return err.message;
  }
  return "";
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(100001 + i));
const updateKey = "K1";
const lineItem = {
  lineItemProduct: {
    productId: 100001,
    quantity: 1,
    um: "ea",
    umQuantity: 1,
    unitPrice: 12.5,
    comments: "Carrier: UPS",
    commentsId: "1",
  },
};

/** A valid call per entry: it must resolve to that entry, and an unknown param must be refused. */
const VALID: Record<string, ProxyBody> = {
  "GET /Contacts": { method: "GET", url: "/Contacts", params: { keyword: "smith", includeTotalItems: true } },
  "GET /Contacts/{id}": { method: "GET", url: "/Contacts/100001" },
  "PUT /Contacts/{id}": { method: "PUT", url: "/Contacts/100001", data: { firstName: "A", updateKey } },
  "GET /Contacts/{id}/WebSettings": { method: "GET", url: "/Contacts/100001/WebSettings" },
  "PUT /Contacts/{id}/WebSettings": {
    method: "PUT",
    url: "/Contacts/100001/WebSettings",
    data: { updateKey, password: "longenough" },
  },
  "GET /ProductPricingMassInquiry": {
    method: "GET",
    url: "/ProductPricingMassInquiry?CustomerId=10010&ShowCost=true&ProductId=100001&ProductId=100002&includeTotalItems=true",
  },
  "GET /SalesOrders": {
    method: "GET",
    url: "/SalesOrders",
    params: {
      ShipTo: "10011",
      OrderStatus: "Invoice",
      includeTotalItems: true,
      sort: "-shipDate",
      startIndex: 1,
      pageSize: 25,
    },
  },
  "GET /SalesOrders/{id}": { method: "GET", url: "/SalesOrders/S1000004.002" },
  "GET /SalesOrders/{id}/PrintInvoice": {
    method: "GET",
    url: "/SalesOrders/S1000002/PrintInvoice",
    params: { invoiceNumber: "001" },
  },
  "POST /SalesOrders/{id}/LineItems": { method: "POST", url: "/SalesOrders/S1000002.001/LineItems", data: [lineItem] },
  "PUT /SalesOrders/{id}/PrintStatus": { method: "PUT", url: "/SalesOrders/S1000002.001/PrintStatus?printStatus=P" },
  "GET /Customers": { method: "GET", url: "/Customers", params: { keyword: "volunteer", includeTotalItems: true } },
  "GET /Customers/{id}": { method: "GET", url: "/Customers/10010" },
  "GET /UserDefined/EDS.PN.XREF": { method: "GET", url: "/UserDefined/EDS.PN.XREF?id=1864215" },
  "GET /UserDefined/PRINT.REVIEW": { method: "GET", url: "/UserDefined/PRINT.REVIEW?id=S1000002.0001" },
  "GET /UserDefined/UD.PRICELINE": { method: "GET", url: "/UserDefined/UD.PRICELINE", params: { id: "UPON-PEX" } },
  "GET /Users/{userName}": { method: "GET", url: "/Users/JSMITH" },
  "GET /Branches/{id}": { method: "GET", url: "/Branches/TNNA" },
  "GET /Territories/{id}": { method: "GET", url: "/Territories/TCWSC" },
  "GET /ShipVias": { method: "GET", url: "/ShipVias", params: { keyword: "UPS" } },
  "GET /Termslist": { method: "GET", url: "/Termslist", params: { keyword: "COD" } },
  "GET /Products": {
    method: "GET",
    url: "/Products",
    params: { keyword: "pex", includeInactive: false, pageSize: 50 },
  },
  "GET /Products/{id}": { method: "GET", url: "/Products/100001" },
  "POST /Products": {
    method: "POST",
    url: "/Products",
    data: { priceLineId: "UPON-PEX", description: "1/2 PEX", upcCode: "12345678901", repCost: 1.5 },
  },
  "GET /PriceLines": { method: "GET", url: "/PriceLines", params: { keyword: "pex", includeTotalItems: true } },
  "GET /PriceLines/{id}": { method: "GET", url: "/PriceLines/UPON-PEX" },
  "PUT /PriceLines/{id}": {
    method: "PUT",
    url: "/PriceLines/UPON-PEX",
    data: { updateKey, branchAccessList: [{ branchId: "TNNA" }, "TNMB"] },
  },
  "GET /Vendors": { method: "GET", url: "/Vendors", params: { keyword: "nibco", includeTotalItems: true } },
  "GET /Vendors/{id}": { method: "GET", url: "/Vendors/500010" },
  "POST /Vendors": {
    method: "POST",
    url: "/Vendors",
    data: { name: "ACME", isPayTo: true, backOrderDays: "7", emails: [{ address: "a@b.co" }] },
  },
};

describe("ERP_ALLOWLIST", () => {
  it("holds exactly the calls the spec names, once each", () => {
    const listed = ERP_ALLOWLIST.map((e) => `${e.method} ${e.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...EXPECTED].sort());
  });

  it("has no DELETE and no session call", () => {
    expect(ERP_ALLOWLIST.filter((e) => e.method === "DELETE")).toEqual([]);
    expect(ERP_ALLOWLIST.filter((e) => /session/i.test(e.path))).toEqual([]);
  });

  it.each(EXPECTED)("%s: a valid call resolves to it and an unknown param is refused with 400", (key) => {
    const body = VALID[key];
    const call = resolve(body);
    expect(typeof call, key).toBe("object");
    expect(`${(call as ResolvedCall).entry.method} ${(call as ResolvedCall).entry.path}`).toBe(key);
    expect(statusOf({ ...body, params: { ...body.params, sessionToken: "x" } })).toBe(400);
  });

  it.each(EXPECTED.filter((k) => !k.startsWith("GET")))(
    "%s: a write without its body (or with a bad one) is refused with 400",
    (key) => {
      const body = VALID[key];
      if (key.includes("PrintStatus")) {
        expect(statusOf({ ...body, url: body.url.split("?")[0] })).toBe(400);
        return;
      }
      expect(statusOf({ ...body, data: undefined })).toBe(400);
      expect(statusOf({ ...body, data: "text" })).toBe(400);
    },
  );

  it("matches paths case-insensitively and takes path arguments as written", () => {
    const call = resolve({ method: "GET", url: "/TermsList?keyword=COD" }) as ResolvedCall;
    expect(call.entry.path).toBe("/Termslist");
    const order = resolve({ method: "GET", url: "/salesorders/S1000004.0002/printinvoice" }) as ResolvedCall;
    expect(order.entry.path).toBe("/SalesOrders/{id}/PrintInvoice");
    expect(order.path).toEqual({ id: "S1000004.0002" });
  });
});

describe("params and bodies", () => {
  it("pricing: repeated ProductIds arrive as an array, a single one too, and more than 100 is a clear 400", () => {
    const two = resolve(VALID["GET /ProductPricingMassInquiry"]) as ResolvedCall;
    expect(two.params).toMatchObject({
      CustomerId: "10010",
      ShowCost: true,
      includeTotalItems: true,
      ProductId: ["100001", "100002"],
    });
    const one = resolve({
      method: "GET",
      url: "/ProductPricingMassInquiry",
      params: { CustomerId: "10010", ProductId: 100006 },
    }) as ResolvedCall;
    expect(one.params.ProductId).toEqual(["100006"]);
    const hundred = {
      method: "GET" as const,
      url: "/ProductPricingMassInquiry",
      params: { CustomerId: "10010", ProductId: ids(100) },
    };
    expect(statusOf(hundred)).toBe("ok");
    const tooMany = { ...hundred, params: { ...hundred.params, ProductId: ids(101) } };
    expect(statusOf(tooMany)).toBe(400);
    expect(messageOf(tooMany)).toMatch(/At most 100 ProductIds per call/);
    expect(statusOf({ ...hundred, params: { CustomerId: "10010" } })).toBe(400);
    expect(statusOf({ ...hundred, params: { ProductId: "100001" } })).toBe(400);
    expect(statusOf({ ...hundred, params: { CustomerId: "10010", ProductId: "DROP TABLE" } })).toBe(400);
    expect(statusOf({ ...hundred, params: { ...hundred.params, pageSize: 500 } })).toBe(400);
  });

  it("pricing: params in the body and in the url merge, ProductIds from both", () => {
    const call = resolve({
      method: "GET",
      url: "/ProductPricingMassInquiry?ProductId=1&ProductId=2",
      params: { CustomerId: "10010", ProductId: "3" },
    }) as ResolvedCall;
    expect(call.params.ProductId).toEqual(["3", "1", "2"]);
  });

  it("sales orders: OrderStatus and sort are Eclipse's values, PrintStatus one letter", () => {
    expect(statusOf({ method: "GET", url: "/SalesOrders?ShipBranch=TNNA&OrderStatus=Invoice&PrintStatus=Q" })).toBe(
      "ok",
    );
    expect(statusOf({ method: "GET", url: "/SalesOrders?OrderStatus=Invoice&OrderStatus=Bid" })).toBe("ok");
    expect(statusOf({ method: "GET", url: "/SalesOrders?OrderStatus=invoice" })).toBe(400);
    expect(statusOf({ method: "GET", url: "/SalesOrders?sort=-price" })).toBe(400);
    expect(statusOf({ method: "GET", url: "/SalesOrders?PrintStatus=QQ" })).toBe(400);
    expect(statusOf({ method: "GET", url: "/SalesOrders?pageSize=0" })).toBe(400);
    const q = resolve({ method: "GET", url: "/SalesOrders?PrintStatus=q" }) as ResolvedCall;
    expect(q.params.PrintStatus).toBe("Q");
  });

  it("print status: printStatus is required and upper-cased; invoiceNumber is a generation", () => {
    const call = resolve({
      method: "PUT",
      url: "/SalesOrders/S1000002/PrintStatus",
      params: { printStatus: "p", invoiceNumber: "0001" },
    }) as ResolvedCall;
    expect(call.params).toEqual({ printStatus: "P", invoiceNumber: "0001" });
    expect(
      statusOf({
        method: "PUT",
        url: "/SalesOrders/S1000002/PrintStatus",
        params: { printStatus: "P", invoiceNumber: "one" },
      }),
    ).toBe(400);
  });

  it("line items: an array of lineItemProduct with numeric productId and amounts", () => {
    const url = "/SalesOrders/S1000002.001/LineItems";
    const ok = resolve({
      method: "POST",
      url,
      data: [{ lineItemProduct: { ...lineItem.lineItemProduct, productId: "100001" } }],
    }) as ResolvedCall;
    expect((ok.body as { lineItemProduct: { productId: number } }[])[0].lineItemProduct.productId).toBe(100001);
    expect(statusOf({ method: "POST", url, data: [] })).toBe(400);
    expect(statusOf({ method: "POST", url, data: lineItem })).toBe(400);
    expect(
      statusOf({
        method: "POST",
        url,
        data: [{ lineItemProduct: { ...lineItem.lineItemProduct, productId: "FREIGHT" } }],
      }),
    ).toBe(400);
    expect(
      statusOf({ method: "POST", url, data: [{ lineItemProduct: { ...lineItem.lineItemProduct, unitPrice: -1 } }] }),
    ).toBe(400);
  });

  it("UserDefined: the id is required", () => {
    expect(statusOf({ method: "GET", url: "/UserDefined/PRINT.REVIEW" })).toBe(400);
    expect(statusOf({ method: "GET", url: "/UserDefined/PRINT.REVIEW?id=" })).toBe(400);
  });

  it("updates keep updateKey required where the ERP uses one", () => {
    expect(statusOf({ method: "PUT", url: "/PriceLines/UPON-PEX", data: { branchAccessList: [] } })).toBe(400);
    expect(messageOf({ method: "PUT", url: "/PriceLines/UPON-PEX", data: { branchAccessList: [] } })).toContain(
      "updateKey",
    );
    expect(statusOf({ method: "PUT", url: "/Contacts/1/WebSettings", data: { password: "abcdefgh" } })).toBe(400);
    const call = resolve(VALID["PUT /PriceLines/{id}"]) as ResolvedCall;
    expect((call.body as { branchAccessList: unknown }).branchAccessList).toEqual([
      { branchId: "TNNA" },
      { branchId: "TNMB" },
    ]);
  });

  it("web settings: a password set through the proxy has at least 8 characters (spec 2 section 5)", () => {
    const put = (password: string): ProxyBody => ({
      method: "PUT",
      url: "/Contacts/100001/WebSettings",
      data: { updateKey, password },
    });
    for (const short of ["x", "1234567"]) {
      expect(statusOf(put(short))).toBe(400);
      expect(messageOf(put(short))).toBe(
        "Invalid data for PUT /Contacts/{id}/WebSettings: Password must be at least 8 characters",
      );
    }
    expect(statusOf(put("12345678"))).toBe("ok");
    expect(statusOf({ method: "PUT", url: "/Contacts/100001/WebSettings", data: { updateKey, superuser: true } })).toBe(
      "ok",
    );
  });

  it("product create: UPC is 11 digits or empty; price line and description are required", () => {
    const base = VALID["POST /Products"];
    const data = base.data as Record<string, unknown>;
    expect(statusOf({ ...base, data: { ...data, upcCode: "" } })).toBe("ok");
    expect(statusOf({ ...base, data: { ...data, upcCode: "1234567890" } })).toBe(400);
    expect(statusOf({ ...base, data: { ...data, upcCode: "1234567890A" } })).toBe(400);
    expect(statusOf({ ...base, data: { ...data, priceLineId: undefined } })).toBe(400);
    expect(statusOf({ ...base, data: { ...data, description: " " } })).toBe(400);
  });

  it("vendor create: types are checked, the rest is left to the ERP", () => {
    const base = VALID["POST /Vendors"];
    expect(statusOf({ ...base, data: {} })).toBe("ok");
    expect(statusOf({ ...base, data: { isPayTo: "yes" } })).toBe(400);
    expect(statusOf({ ...base, data: { emails: ["a@b.co"] } })).toBe(400);
  });
});

describe("calls outside the allowlist", () => {
  const FORBIDDEN: [ProxyBody["method"], string][] = [
    ["DELETE", "/Contacts/100001"],
    ["DELETE", "/Sessions/1"],
    ["POST", "/Sessions"],
    ["POST", "/SessionRefresh"],
    ["GET", "/Sessions"],
    ["POST", "/Contacts"],
    ["PUT", "/Customers/10010"],
    ["PUT", "/Products/100001"],
    ["PUT", "/Vendors/500010"],
    ["POST", "/SalesOrders"],
    ["PUT", "/SalesOrders/S1000002/Status"],
    ["GET", "/ProductPricingInquiry"],
    ["GET", "/Users"],
    ["GET", "/Branches"],
    ["GET", "/Territories"],
    ["GET", "/UserDefined/PROD.CLASS?id=100001"],
    ["GET", "/UserDefined/EDSxPNxXREF?id=1"],
    ["PUT", "/UserDefined/PRINT.REVIEW?id=S1000002.0001"],
    ["GET", "/__control/faults"],
    ["GET", "/Unknown"],
    ["GET", "/Contacts/100001/Secret"],
    ["GET", "/Contacts/"],
    ["GET", "/Customers/."],
    ["GET", "/Customers/./"],
    ["GET", "/Contacts/1/../../Sessions"],
    ["GET", "/Contacts/%2e%2e/Sessions"],
    ["GET", "/Contacts/1%2fWebSettings"],
    ["GET", "/Contacts/%E0"],
    ["GET", "//evil.example/Contacts"],
    ["GET", "http://evil.example/Contacts"],
    ["GET", "/Contacts@evil.example"],
    ["GET", "Contacts"],
    ["GET", "/Contacts\\1"],
  ];

  it.each(FORBIDDEN)("%s %s answers 403", (method, url) => {
    expect(statusOf({ method, url })).toBe(403);
  });
});
