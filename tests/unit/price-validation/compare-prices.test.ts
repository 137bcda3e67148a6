import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import type { CrossReferences } from "@/lib/cross-reference/cross-reference-files";
import { comparePricesCollected, type FetchPricing } from "@/lib/price-validation/compare-prices";
import { FAILURE_REASONS } from "@/lib/price-validation/messages";
import { planBatches } from "@/lib/price-validation/plan-batches";
import type { PricingQuote } from "@/lib/price-validation/pricing-quote";
import { resolveRows } from "@/lib/price-validation/resolve-rows";
import type { PriceFileRow } from "@/lib/price-validation/schemas";

let nextLine = 10;
const row = (productId: string, customerId: string, actualSellPrice = 1): PriceFileRow => ({
  line: nextLine++,
  productId,
  invoiceNumber: "S1.001",
  actualSellPrice,
  actualCost: 0.5,
  actualCogs: 0.6,
  branch: "TNNA",
  customerId,
});

const quote = (productId: string, unitPrice: number, pricingPerQuantity = 1): PricingQuote => ({
  productId,
  unitPrice,
  pricingPerQuantity,
  upcCode: "",
  cost: 50,
  cogs: 60,
});

/** Product "E<n>" -> "<n>", customer "C<n>" -> "<n>". */
function xrefFor(products: number, customers: number): CrossReferences {
  return {
    products: new Map(Array.from({ length: products }, (_, i) => [`E${i + 1}`, String(i + 1)])),
    customers: new Map(Array.from({ length: customers }, (_, i) => [`C${i + 1}`, String(1000 + i + 1)])),
  };
}

/** A fake ERP: every product costs 1 per each, records the calls and how many run at once. */
function fakeErp(behaviour: (customerId: string, call: number) => Error | null = () => null) {
  const calls: { customerId: string; productIds: string[] }[] = [];
  let inFlight = 0;
  let peak = 0;
  const fetchPricing: FetchPricing = async (customerId, productIds) => {
    calls.push({ customerId, productIds });
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    const err = behaviour(customerId, calls.filter((c) => c.customerId === customerId).length);
    if (err) throw err;
    return productIds.map((id) => quote(id, 1));
  };
  return { fetchPricing, calls, peak: () => peak };
}

describe("resolveRows", () => {
  it("resolves both ids and sends the rest to Failed Products with the reason", () => {
    const xref = xrefFor(2, 1);
    const { resolved, unresolved } = resolveRows([row("E1", "C1"), row("E9", "C1"), row("E2", "C9")], xref);
    expect(resolved.map((r) => [r.herProductId, r.resolvedCustomerId])).toEqual([["1", "1001"]]);
    expect(unresolved.map((f) => [f.originalProductId, f.herProductId, f.reason])).toEqual([
      ["E9", null, FAILURE_REASONS.noProductCrossReference],
      ["E2", "2", FAILURE_REASONS.noCustomerCrossReference],
    ]);
  });
});

describe("planBatches", () => {
  it("makes one call per customer with at most 100 distinct products, keeping every row", () => {
    const xref = xrefFor(250, 2);
    const rows = [
      ...Array.from({ length: 250 }, (_, i) => row(`E${i + 1}`, "C1")),
      row("E1", "C1"), // the same product again for the same customer: priced once, kept as its own row
      row("E5", "C2"),
    ];
    const batches = planBatches(resolveRows(rows, xref).resolved, 100);
    expect(batches.map((b) => [b.customerId, b.productIds.length])).toEqual([
      ["1001", 100],
      ["1001", 100],
      ["1001", 50],
      ["1002", 1],
    ]);
    expect(batches.reduce((n, b) => n + b.rows.length, 0)).toBe(252);
    expect(batches[0].rows.filter((r) => r.productId === "E1")).toHaveLength(2);
  });
});

describe("comparePrices", () => {
  it("prices every resolved row, batched per customer, with a bounded number of calls in flight", async () => {
    const xref = xrefFor(300, 20);
    const rows = Array.from({ length: 20 }, (_, c) =>
      Array.from({ length: 30 }, (_, p) => row(`E${((c * 7 + p) % 300) + 1}`, `C${c + 1}`)),
    ).flat();
    const erp = fakeErp();
    const out = await comparePricesCollected(rows, xref, { fetchPricing: erp.fetchPricing, concurrency: 4 });
    expect(out.results).toHaveLength(600);
    expect(out.failed).toHaveLength(0);
    expect(erp.calls).toHaveLength(20);
    expect(out.erpRequests).toBe(20);
    expect(erp.peak()).toBe(4);
    expect(erp.calls.every((c) => c.productIds.length <= 100)).toBe(true);
  });

  it("divides by pricingPerQuantity and fills the result row", async () => {
    const xref = xrefFor(3, 1);
    const rows = [row("E1", "C1", 0.1234), row("E2", "C1", 0.05), row("E3", "C1", 12.5)];
    const out = await comparePricesCollected(rows, xref, {
      fetchPricing: async () => [
        quote("1", 12.34, 100),
        { ...quote("2", 45, 1000), upcCode: "82006415401" },
        quote("3", 12.34),
      ],
    });
    const byId = Object.fromEntries(out.results.map((r) => [r.productId, r]));
    expect(byId.E1).toMatchObject({
      productUnitPrice: 0.1234,
      priceDifference: 0,
      productCost: 0.5,
      productCOGS: 0.6,
      upcCode: "N/A",
    });
    expect(byId.E2).toMatchObject({ productUnitPrice: 0.045, priceDifference: 0.005, upcCode: "82006415401" });
    expect(byId.E3).toMatchObject({
      herProductId: "3",
      customerId: "C1",
      resolvedCustomerId: "1001",
      branch: "TNNA",
      invoiceNumber: "S1.001",
      actualSellPrice: 12.5,
      productUnitPrice: 12.34,
      actualCost: 0.5,
      actualCogs: 0.6,
      priceDifference: 0.16,
    });
  });

  it("sends a failing customer's rows to Failed Products and finishes the others", async () => {
    const xref = xrefFor(10, 3);
    const rows = [row("E1", "C1"), row("E2", "C2"), row("E3", "C2"), row("E4", "C3")];
    const erp = fakeErp((customerId) =>
      customerId === "1002"
        ? new ApiError({ code: "bad_gateway", message: "The ERP is not answering right now." })
        : null,
    );
    const out = await comparePricesCollected(rows, xref, { fetchPricing: erp.fetchPricing, retryDelayMs: 1 });
    expect(out.results.map((r) => r.productId).sort()).toEqual(["E1", "E4"]);
    expect(out.failed.map((f) => [f.originalProductId, f.herProductId, f.reason])).toEqual([
      ["E2", "2", "The ERP is not answering right now."],
      ["E3", "3", "The ERP is not answering right now."],
    ]);
    // The failing customer was tried twice (one retry), the others once.
    expect(erp.calls.filter((c) => c.customerId === "1002")).toHaveLength(2);
    expect(out.erpRequests).toBe(4);
  });

  it("retries a transient failure once and then succeeds", async () => {
    const xref = xrefFor(2, 1);
    const erp = fakeErp((_, call) => (call === 1 ? new ApiError({ code: "gateway_timeout", message: "slow" }) : null));
    const out = await comparePricesCollected([row("E1", "C1"), row("E2", "C1")], xref, {
      fetchPricing: erp.fetchPricing,
      retryDelayMs: 1,
    });
    expect(out.results).toHaveLength(2);
    expect(out.failed).toHaveLength(0);
    expect(erp.calls).toHaveLength(2);
  });

  it("does not retry a failure that is not transient", async () => {
    const xref = xrefFor(1, 1);
    const erp = fakeErp(() => new ApiError({ code: "bad_request", message: "Customer 1001 was not found" }));
    const out = await comparePricesCollected([row("E1", "C1")], xref, {
      fetchPricing: erp.fetchPricing,
      retryDelayMs: 1,
    });
    expect(out.failed.map((f) => f.reason)).toEqual(["Customer 1001 was not found"]);
    expect(erp.calls).toHaveLength(1);
  });

  it("lists products the ERP left out of its answer as failed", async () => {
    const xref = xrefFor(2, 1);
    const out = await comparePricesCollected([row("E1", "C1"), row("E2", "C1")], xref, {
      fetchPricing: async () => [quote("1", 1)],
    });
    expect(out.results.map((r) => r.productId)).toEqual(["E1"]);
    expect(out.failed.map((f) => [f.originalProductId, f.reason])).toEqual([["E2", FAILURE_REASONS.notPriced]]);
  });

  it("reports unresolved rows as failed and streams start, batch and done events", async () => {
    const xref = xrefFor(1, 1);
    const events: string[] = [];
    const out = await comparePricesCollected([row("E1", "C1"), row("E404", "C1")], xref, {
      fetchPricing: async (_, ids) => ids.map((id) => quote(id, 1)),
      onEvent: (e) => events.push(e.type === "batch" ? `batch ${e.done}/${e.batches}` : e.type),
    });
    expect(events).toEqual(["start", "batch 0/1", "batch 1/1", "done"]);
    expect(out.failed.map((f) => f.originalProductId)).toEqual(["E404"]);
  });

  it("stops at an expired ERP session instead of sending the remaining calls", async () => {
    const xref = xrefFor(10, 10);
    const rows = Array.from({ length: 10 }, (_, i) => row(`E${i + 1}`, `C${i + 1}`));
    const erp = fakeErp(() => new ApiError({ code: "unauthorized", message: "Your ERP session has expired." }));
    await expect(
      comparePricesCollected(rows, xref, { fetchPricing: erp.fetchPricing, concurrency: 2 }),
    ).rejects.toThrow(/expired/);
    expect(erp.calls.length).toBeLessThanOrEqual(2);
  });

  it("starts no new calls once the caller has gone away", async () => {
    const xref = xrefFor(10, 10);
    const rows = Array.from({ length: 10 }, (_, i) => row(`E${i + 1}`, `C${i + 1}`));
    const gone = new AbortController();
    const erp = fakeErp();
    const out = await comparePricesCollected(rows, xref, {
      fetchPricing: erp.fetchPricing,
      concurrency: 2,
      signal: gone.signal,
      onEvent: (e) => {
        if (e.type === "batch" && e.done === 2) gone.abort();
      },
    });
    expect(erp.calls.length).toBeLessThan(10);
    expect(out.results.length).toBeLessThan(10);
  });
});
