import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { resetEnvCache } from "@/lib/env";
import { hasNextPage, invoiceListParams } from "@/lib/invoice-lookup/invoice-page";
import { invoiceRows } from "@/lib/invoice-lookup/invoice-rows";
import { CROSS_REFERENCE, CUSTOMER_WITHOUT_INVOICES, INVOICE_CUSTOMER } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let staff: string;
beforeAll(async () => {
  env = await startTestEnv({ env: { ERP_TIMEOUT_MS: "20000" } });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterEach(() => clearErpFaults(env.erp));
afterAll(async () => {
  await env.close();
  delete process.env.ERP_TIMEOUT_MS;
  resetEnvCache();
});

const call = (body: unknown) => callRoute(proxy, { body, token: staff });
const invoicePage = (shipToId: string, page: number) =>
  call({ method: "GET", url: "/SalesOrders", params: invoiceListParams(shipToId, page) });

describe("Invoice Look Up's ERP calls through /api/erp-proxy", () => {
  it("pages a ship-to's invoices 25 at a time, newest first, each on one page only", async () => {
    const first = await invoicePage(INVOICE_CUSTOMER.shipToId, 1);
    const second = await invoicePage(INVOICE_CUSTOMER.shipToId, 2);
    expect(first.status).toBe(200);
    const one = invoiceRows(first.json.results, INVOICE_CUSTOMER.shipToId);
    const two = invoiceRows(second.json.results, INVOICE_CUSTOMER.shipToId);
    expect(first.json.results).toHaveLength(25);
    expect(hasNextPage(first.json.results.length)).toBe(true);
    expect(hasNextPage(second.json.results.length)).toBe(false);
    expect(one.length + two.length).toBe(INVOICE_CUSTOMER.invoicesOnShipTo);
    expect(new Set([...one, ...two].map((r) => r.invoiceNumber)).size).toBe(INVOICE_CUSTOMER.invoicesOnShipTo);
    const dates = [...one, ...two].map((r) => r.shipDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("keeps only the generations of the searched ship-to", async () => {
    const { json } = await invoicePage(INVOICE_CUSTOMER.otherShipToId, 1);
    const rows = invoiceRows(json.results, INVOICE_CUSTOMER.otherShipToId);
    expect(rows).toHaveLength(INVOICE_CUSTOMER.invoicesOnOtherShipTo);
  });

  it("finds nothing for a customer without invoices", async () => {
    const { json } = await invoicePage(CUSTOMER_WITHOUT_INVOICES.id, 1);
    expect(invoiceRows(json.results, CUSTOMER_WITHOUT_INVOICES.id)).toEqual([]);
  });

  it("searches customers by name and reads one for the card", async () => {
    const search = await call({
      method: "GET",
      url: "/Customers",
      params: { keyword: "VOLUNTEER MECHANICAL", includeTotalItems: true },
    });
    expect(search.status).toBe(200);
    expect(search.json.results.map((c: { id: string }) => c.id)).toContain(INVOICE_CUSTOMER.shipToId);
    const one = await call({ method: "GET", url: `/Customers/${INVOICE_CUSTOMER.shipToId}` });
    expect(one.json).toMatchObject({ id: INVOICE_CUSTOMER.shipToId, name: INVOICE_CUSTOMER.shipToName });
  });

  it("serves an invoice PDF as a download that is never sniffed", async () => {
    const { json } = await invoicePage(INVOICE_CUSTOMER.shipToId, 1);
    const [row] = invoiceRows(json.results, INVOICE_CUSTOMER.shipToId);
    const { status, res } = await call({ method: "GET", url: `/SalesOrders/${row.invoiceNumber}/PrintInvoice` });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // A download with its name that no browser reads as anything but a PDF (an ERP's bytes are not ours to trust).
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(res.headers.get("content-disposition")).toContain(`filename="invoice-${row.invoiceNumber}.pdf"`);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("answers 502 when the ERP fails, which the screen shows as Failed to retrieve invoices.", async () => {
    await erpFaults(env.erp, { failNext: { count: 1, status: 500, path: "SalesOrders" } });
    expect((await invoicePage(INVOICE_CUSTOMER.shipToId, 1)).status).toBe(502);
  });
});

describe("Test Page's ERP call through /api/erp-proxy", () => {
  it("reads an EDS.PN.XREF record", async () => {
    const { status, json } = await call({
      method: "GET",
      url: "/UserDefined/EDS.PN.XREF",
      params: { id: CROSS_REFERENCE.edsProductId },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      "@ID": CROSS_REFERENCE.edsProductId,
      FileName: "EDS.PN.XREF",
      HER_PN: String(CROSS_REFERENCE.herProductId),
    });
  });

  it("answers a missing record with 400 'were not found' and the code the screen shows as none found", async () => {
    const { status, json } = await call({ method: "GET", url: "/UserDefined/EDS.PN.XREF", params: { id: "0000000" } });
    expect(status).toBe(400);
    expect(json.error).toMatch(/were not found/);
    expect(json.code).toBe("NOT_FOUND_IN_ERP");
  });
});
