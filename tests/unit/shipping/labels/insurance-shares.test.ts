import { describe, expect, it } from "vitest";
import { insuranceShares } from "@/lib/shipping/labels/insurance-shares";

const cents = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 100);

describe("insuranceShares (CLARIFICATIONS 61: each package its share by weight of the sales total)", () => {
  it.each([
    [100, [1], [100]],
    [100, [1, 1], [50, 50]],
    [100, [1, 1, 1], [33.34, 33.33, 33.33]],
    [0.02, [1, 1, 1], [0.01, 0.01, 0]],
    [200.67, [1, 2, 4], [28.67, 57.33, 114.67]],
    [412.35, [3.2, 3.2], [206.18, 206.17]],
    [10, [0.1, 149.9], [0.01, 9.99]],
  ])("%s shared by %j is %j", (total, weights, want) => {
    const got = insuranceShares(total, weights);
    expect(got).toEqual(want);
    expect(cents(got)).toBe(Math.round(total * 100));
  });

  it("always adds up to the total to the cent, each share within a cent of its exact part", () => {
    for (let n = 1; n <= 10; n++) {
      const weights = Array.from({ length: n }, (_, i) => ((i * 7919) % 13) + 0.5);
      for (const total of [0.01, 1, 99.99, 1234.56, 98765.43]) {
        const got = insuranceShares(total, weights);
        expect(cents(got)).toBe(Math.round(total * 100));
        const sum = weights.reduce((s, w) => s + w, 0);
        got.forEach((g, i) => expect(Math.abs(g - (total * weights[i]) / sum)).toBeLessThan(0.01 + 1e-9));
      }
    }
  });

  it("insures nothing it cannot share: no total, no packages, a package without a weight", () => {
    expect(insuranceShares(0, [1, 2])).toEqual([]);
    expect(insuranceShares(-5, [1])).toEqual([]);
    expect(insuranceShares(Number.NaN, [1])).toEqual([]);
    expect(insuranceShares(100, [])).toEqual([]);
    expect(insuranceShares(100, [1, 0])).toEqual([]);
  });
});
