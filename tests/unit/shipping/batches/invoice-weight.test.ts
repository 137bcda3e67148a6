import { describe, expect, it } from "vitest";
import { invoiceWeight, productWeightOf, roundUpToTenth } from "@/lib/shipping/batches/invoice-weight";

const weights: Record<string, number | null> = { "100003": 0.03, "100005": 0.01, "100004": null, "200": 2.5 };
const weightOf = (id: string) => weights[id] ?? null;

describe("invoiceWeight", () => {
  it("sums quantity x the product's weight plus the box's empty weight, rounded up to the tenth", () => {
    const lines = [
      { productId: "100003", quantity: 300 },
      { productId: "100005", quantity: 32 },
    ];
    // 9 + 0.32 + 2 = 11.32: up to 11.4, never down to 11.3.
    expect(invoiceWeight(lines, weightOf, 2)).toEqual({ weight: 11.4, missing: [] });
    expect(invoiceWeight(lines, weightOf, 0)).toEqual({ weight: 9.4, missing: [] });
  });

  it("keeps a weight already on a tenth, whatever the float arithmetic left", () => {
    // 0.1 * 3 is 0.30000000000000004 in floating point: still 0.3 lb, not 0.4.
    expect(invoiceWeight([{ productId: "x", quantity: 3 }], () => 0.1, 0)).toEqual({ weight: 0.3, missing: [] });
    expect(invoiceWeight([{ productId: "200", quantity: 4 }], weightOf, 1.5)).toEqual({ weight: 11.5, missing: [] });
  });

  it("is unknown when a shipped line's product has no weight (or the line names no product), naming them once", () => {
    const lines = [
      { productId: "100003", quantity: 100 },
      { productId: "100004", quantity: 1000 },
      { productId: "100004", quantity: 5 },
      { productId: null, quantity: 1 },
    ];
    expect(invoiceWeight(lines, weightOf, 2)).toEqual({
      weight: null,
      missing: ["100004", "a line without a product"],
    });
  });

  it("counts nothing for a line that ships nothing (no quantity, zero or a credit)", () => {
    const lines = [
      { productId: "100003", quantity: 100 },
      { productId: "100004", quantity: 0 },
      { productId: "100004", quantity: -2 },
      { productId: null, quantity: null },
    ];
    expect(invoiceWeight(lines, weightOf, 0)).toEqual({ weight: 3, missing: [] });
  });
});

describe("roundUpToTenth and productWeightOf", () => {
  it("rounds up to the tenth", () => {
    expect([9.31, 9.3, 9.301, 0.01, 12].map(roundUpToTenth)).toEqual([9.4, 9.3, 9.4, 0.1, 12]);
  });

  it("reads 0, a negative, an empty or a missing ERP weight as none", () => {
    expect([0.03, 0, -1, null, undefined, Number.NaN].map(productWeightOf)).toEqual([
      0.03,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
