import { describe, expect, it } from "vitest";
import { INVOICE_CUSTOMER, PRODUCTS } from "@/sim/erp/fixtures";
import { erpFaults } from "@/tests/helpers/test-env";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

const pricingUrl = (productIds: (string | number)[], customer: string = INVOICE_CUSTOMER.id) =>
  `/ProductPricingMassInquiry?CustomerId=${customer}&ShowCost=true&${productIds.map((id) => `ProductId=${id}`).join("&")}&includeTotalItems=true`;

async function productIds(erpCall: typeof erp.call, count: number): Promise<number[]> {
  const { json } = await erpCall({ method: "GET", url: "/Products", params: { keyword: "pex", pageSize: count } });
  return (json.results as { id: number }[]).map((p) => p.id);
}

describe("ERP contract – mass pricing (spec 2 Price Comparison)", () => {
  it("answers results with productId, productUnitPrice.value, pricingPerQuantity, upcCode and costs", async () => {
    const ids = [PRODUCTS.perHundred.id, PRODUCTS.perThousand.id, PRODUCTS.perTen.id, PRODUCTS.perEach.id];
    const { status, json } = await erp.call({ method: "GET", url: pricingUrl(ids) });
    expect(status).toBe(200);
    const results = expectList(json, { total: true });
    expect(results.map((r) => r.productId).sort()).toEqual([...ids].sort());
    for (const r of results) {
      expectFields(
        r,
        {
          productId: "id",
          productUnitPrice: "money",
          pricingPerQuantity: "number",
          upcCode: "string",
          productCost: "money",
          productCOGS: "money",
        },
        `product ${r.productId}`,
      );
      expect((r.productUnitPrice as { value: number }).value).toBeGreaterThan(0);
    }
    const byId = new Map(results.map((r) => [r.productId, r]));
    expect(byId.get(PRODUCTS.perHundred.id)?.pricingPerQuantity).toBe(100);
    expect(byId.get(PRODUCTS.perThousand.id)?.pricingPerQuantity).toBe(1000);
    expect(byId.get(PRODUCTS.perEach.id)?.upcCode).toBe(PRODUCTS.perEach.upcCode);
  });

  it("prices 100 products in one call (one page), and leaves unknown products out", async () => {
    const ids = await productIds(erp.call, 99);
    expect(ids).toHaveLength(99);
    const { status, json } = await erp.call({ method: "GET", url: pricingUrl([...ids, 199001]) });
    expect(status).toBe(200);
    expect(expectList(json)).toHaveLength(99);
    expect(json.metadata.totalItems).toBe(99);
  });

  it("refuses more than 100 ProductIds with a clear 400, before the ERP sees the call", async () => {
    const ids = Array.from({ length: 101 }, (_, i) => 100001 + i);
    const before = await erp.erpRequests();
    const { status, json } = await erp.call({ method: "GET", url: pricingUrl(ids) });
    expect(status).toBe(400);
    expect(json.error).toMatch(/At most 100 ProductIds per call/);
    expect(await erp.erpRequests()).toBe(before);
  });

  it("accepts ProductIds in params as well as in the url", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: "/ProductPricingMassInquiry",
      params: { CustomerId: INVOICE_CUSTOMER.id, ProductId: [PRODUCTS.perEach.id], ShowCost: true },
    });
    expect(status).toBe(200);
    expect(json.results).toHaveLength(1);
  });

  it("passes the ERP's 400 for an unknown customer with its message", async () => {
    const { status, json } = await erp.call({ method: "GET", url: pricingUrl([PRODUCTS.perEach.id], "99999999") });
    expect(status).toBe(400);
    expect(json.error).toMatch(/99999999/);
  });

  it("answers 502 when the ERP fails for one customer (that batch goes to Failed Products)", async () => {
    await erpFaults(erp.env.erp, { failCustomers: [INVOICE_CUSTOMER.id] });
    const { status } = await erp.call({ method: "GET", url: pricingUrl([PRODUCTS.perEach.id]) });
    expect(status).toBe(502);
  });
});
