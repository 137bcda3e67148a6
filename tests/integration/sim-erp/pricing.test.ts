import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_CUSTOMER, PRODUCTS, QUEUE_CUSTOMERS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { signIn, type ErpClient, type List } from "./helpers";

type Price = {
  productId: number;
  productUnitPrice: { value: number };
  pricingPerQuantity: number;
  upcCode: string;
  listPrice: { value: number };
  productCost?: { value: number };
  productCOGS?: { value: number };
  quantityBreaks: { quantity: number; unitPrice: { value: number } }[];
};

let sim: ErpSim;
let erp: ErpClient;
let productIds: number[];
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
  const list = await erp.json<List<{ id: number }>>("/Products?pageSize=300&startIndex=200");
  productIds = list.results.map((p) => p.id);
});
afterAll(() => sim.close());

const mass = (customer: string, ids: (number | string)[], extra = "") =>
  `/ProductPricingMassInquiry?CustomerId=${customer}${ids.map((id) => `&ProductId=${id}`).join("")}${extra}`;

describe("ProductPricingMassInquiry", () => {
  it("prices per each, per 10, per hundred and per thousand", async () => {
    const ids = [PRODUCTS.perEach.id, PRODUCTS.perTen.id, PRODUCTS.perHundred.id, PRODUCTS.perThousand.id];
    const list = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, ids, "&ShowCost=true&includeTotalItems=true"));
    expect(list.metadata.totalItems).toBe(4);
    expect(list.results.map((r) => [r.productId, r.pricingPerQuantity])).toEqual([
      [PRODUCTS.perEach.id, 1],
      [PRODUCTS.perTen.id, 10],
      [PRODUCTS.perHundred.id, 100],
      [PRODUCTS.perThousand.id, 1000],
    ]);
    for (const r of list.results) {
      expect(r.productUnitPrice.value).toBeGreaterThan(0);
      expect(r.productUnitPrice.value).toBeLessThanOrEqual(r.listPrice.value);
      expect(r.productCost!.value).toBeGreaterThan(0);
      expect(r.productCOGS!.value).toBeGreaterThan(0);
      expect(r.productUnitPrice.value).toBeGreaterThan(r.productCost!.value);
    }
    expect(list.results[0].upcCode).toBe(PRODUCTS.perEach.upcCode);
    // A per-thousand price is small per each: what the portal must divide by.
    expect(list.results[3].productUnitPrice.value / 1000).toBeLessThan(0.1);
  });

  it("hides costs unless ShowCost=true and accepts camelCase parameters", async () => {
    const list = await erp.json<List<Price>>(
      `/ProductPricingMassInquiry?customerId=${INVOICE_CUSTOMER.id}&productId=${PRODUCTS.perEach.id}`,
    );
    expect(list.results[0].productCost).toBeUndefined();
    expect(list.results[0].productCOGS).toBeUndefined();
  });

  it("prices differently per customer, identically on repeat", async () => {
    const a = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, productIds.slice(0, 100), "&PageSize=100"));
    const b = await erp.json<List<Price>>(mass(QUEUE_CUSTOMERS.net30.id, productIds.slice(0, 100), "&PageSize=100"));
    const again = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, productIds.slice(0, 100), "&PageSize=100"));
    expect(again).toEqual(a);
    const differing = a.results.filter((r, i) => r.productUnitPrice.value !== b.results[i].productUnitPrice.value);
    expect(differing.length).toBeGreaterThan(10);
  });

  it("gives quantity breaks on big-ticket items and applies them with Quantity", async () => {
    const one = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, [PRODUCTS.perEach.id]));
    expect(one.results[0].quantityBreaks.map((q) => q.quantity)).toEqual([1, 5, 10]);
    const ten = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, [PRODUCTS.perEach.id], "&Quantity=10"));
    expect(ten.results[0].productUnitPrice.value).toBeLessThan(one.results[0].productUnitPrice.value);
  });

  it("pages at most 100 per call, 25 by default", async () => {
    const ids = productIds.slice(0, 110);
    const def = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, ids.slice(0, 60), "&IncludeTotalItems=true"));
    expect(def.results).toHaveLength(25);
    expect(def.metadata.totalItems).toBe(60);
    const capped = await erp.json<List<Price>>(
      mass(
        INVOICE_CUSTOMER.id,
        ids.slice(0, 110).map((id) => String(id)),
        "&PageSize=500",
      ),
    );
    expect(capped.metadata.pageSize).toBe(100);
    expect(capped.results).toHaveLength(100);
    const second = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, ids, "&PageSize=100&StartIndex=101"));
    expect(second.results.map((r) => r.productId)).toEqual(ids.slice(100, 110));
  });

  it("answers 404 like IIS when the query string passes 2 KB (about 119 ProductIds)", async () => {
    const ids = productIds.slice(0, 119);
    const path = mass(INVOICE_CUSTOMER.id, ids, "&ShowCost=true&includeTotalItems=true");
    expect(path.length).toBeGreaterThan(2048);
    const res = await erp.get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const ok = await erp.get(mass(INVOICE_CUSTOMER.id, ids.slice(0, 100), "&ShowCost=true&includeTotalItems=true"));
    expect(ok.status).toBe(200);
  });

  it("leaves unknown products out, finds products by UPC, and refuses a missing or unknown customer", async () => {
    const list = await erp.json<List<Price>>(
      mass(INVOICE_CUSTOMER.id, [PRODUCTS.perEach.id, 999999], "&includeTotalItems=true"),
    );
    expect(list.results.map((r) => r.productId)).toEqual([PRODUCTS.perEach.id]);
    expect(list.metadata.totalItems).toBe(1);
    const upc = await erp.json<List<Price>>(
      `/ProductPricingMassInquiry?CustomerId=${INVOICE_CUSTOMER.id}&UPCCode=${PRODUCTS.perEach.upcCode}`,
    );
    expect(upc.results.map((r) => r.productId)).toEqual([PRODUCTS.perEach.id]);
    expect((await erp.get(`/ProductPricingMassInquiry?ProductId=${PRODUCTS.perEach.id}`)).status).toBe(400);
    expect((await erp.get(mass("NOPE", [PRODUCTS.perEach.id]))).status).toBe(400);
    expect((await erp.get(`/ProductPricingMassInquiry?CustomerId=${INVOICE_CUSTOMER.id}`)).status).toBe(400);
  });
});

describe("ProductPricingInquiry", () => {
  it("answers one flat object that agrees with the mass inquiry", async () => {
    const single = await erp.json<Price>(
      `/ProductPricingInquiry?CustomerId=${INVOICE_CUSTOMER.id}&ProductId=${PRODUCTS.perHundred.id}&ShowCost=true`,
    );
    const massOne = await erp.json<List<Price>>(mass(INVOICE_CUSTOMER.id, [PRODUCTS.perHundred.id], "&ShowCost=true"));
    expect(single).toEqual(massOne.results[0]);
    expect((await erp.get(`/ProductPricingInquiry?CustomerId=${INVOICE_CUSTOMER.id}&ProductId=999999`)).status).toBe(
      404,
    );
  });
});
