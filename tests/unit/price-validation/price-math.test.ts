import { describe, expect, it } from "vitest";
import {
  differenceTone,
  formatMoney,
  isTinyDifference,
  moneyCell,
  perUnit,
  priceDifference,
} from "@/lib/price-validation/price-math";

describe("perUnit (price per unit = unit price / pricingPerQuantity)", () => {
  it("divides by the pricing quantity", () => {
    expect(perUnit(12.34, 100)).toBe(0.1234);
    expect(perUnit(45.6, 1000)).toBe(0.0456);
    expect(perUnit(3.5, 10)).toBe(0.35);
    expect(perUnit(512.34, 1)).toBe(512.34);
  });

  it("treats a missing, zero or negative quantity as 1", () => {
    expect(perUnit(9.99, null)).toBe(9.99);
    expect(perUnit(9.99, undefined)).toBe(9.99);
    expect(perUnit(9.99, 0)).toBe(9.99);
    expect(perUnit(9.99, -5)).toBe(9.99);
    expect(perUnit(9.99, Number.NaN)).toBe(9.99);
  });

  it("rounds away floating-point dust to 6 decimals", () => {
    expect(perUnit(0.7, 10)).toBe(0.07); // 0.7 / 10 = 0.06999999999999999
    expect(perUnit(1.1, 1000)).toBe(0.0011);
  });
});

describe("priceDifference (actual sell minus the price per unit)", () => {
  it("is exactly 0 when the prices agree, for every pricing quantity", () => {
    expect(priceDifference(0.1234, perUnit(12.34, 100))).toBe(0);
    expect(priceDifference(0.07, perUnit(0.7, 10))).toBe(0);
    expect(priceDifference(0.3, 0.1 + 0.2)).toBe(0);
  });

  it("keeps its sign: positive when sold above today's price", () => {
    expect(priceDifference(10.05, 10)).toBe(0.05);
    expect(priceDifference(9.95, 10)).toBe(-0.05);
  });

  it("never answers -0", () => {
    expect(Object.is(priceDifference(1.1, 1.1000000000000001), 0)).toBe(true);
  });
});

describe("tiny differences (above 0, under 0.06)", () => {
  it("counts 1 to 5 cents either way, not 0 and not 6 cents", () => {
    expect(isTinyDifference(0)).toBe(false);
    expect(isTinyDifference(0.01)).toBe(true);
    expect(isTinyDifference(-0.05)).toBe(true);
    expect(isTinyDifference(0.06)).toBe(false);
    expect(isTinyDifference(-0.06)).toBe(false);
  });

  it("is decided on the rounded difference, so 6 cents of float arithmetic is not 5.99 cents", () => {
    expect(1.16 - 1.1).toBeLessThan(0.06);
    expect(isTinyDifference(priceDifference(1.16, 1.1))).toBe(false);
  });
});

describe("differenceTone", () => {
  it("is exact at 0, small under 1 either way, large from 1", () => {
    expect(differenceTone(0)).toBe("exact");
    expect(differenceTone(0.99)).toBe("small");
    expect(differenceTone(-0.5)).toBe("small");
    expect(differenceTone(1)).toBe("large");
    expect(differenceTone(-12)).toBe("large");
  });
});

describe("money", () => {
  it("shows USD to 2 decimals on screen and plain 2 decimals in the export", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(-0.05)).toBe("-$0.05");
    expect(formatMoney(null)).toBe("N/A");
    expect(moneyCell(1234.5)).toBe("1234.50");
    expect(moneyCell(0.1234)).toBe("0.12");
    expect(moneyCell(null)).toBe("N/A");
  });
});

describe("exact matches stay exact (property)", () => {
  it("a sell price written to 6 decimals from the ERP's per-quantity price differs by exactly 0", async () => {
    const fc = await import("fast-check");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.constantFrom(1, 10, 100, 1000), (cents, per) => {
        const erpPrice = cents / 100;
        const sell = Number((erpPrice / per).toFixed(per === 1 ? 2 : 6));
        return priceDifference(sell, perUnit(erpPrice, per)) === 0;
      }),
      { numRuns: 5000 },
    );
  });
});
