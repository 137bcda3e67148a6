import { describe, expect, it } from "vitest";
import { differenceHistogram } from "@/lib/price-validation/difference-histogram";
import { summarizeDifferences } from "@/lib/price-validation/summarize-differences";

describe("summarizeDifferences", () => {
  it("counts total, zero, non-zero and tiny, with both percentages to one decimal", () => {
    const s = summarizeDifferences([0, 0, 0, 0.01, -0.05, 0.06, 2.5]);
    expect(s).toEqual({ total: 7, exact: 3, nonZero: 4, tiny: 2, exactPct: "42.9", within5CentsPct: "71.4" });
  });

  it("answers 0.0% for no results", () => {
    expect(summarizeDifferences([])).toEqual({
      total: 0,
      exact: 0,
      nonZero: 0,
      tiny: 0,
      exactPct: "0.0",
      within5CentsPct: "0.0",
    });
  });
});

describe("differenceHistogram", () => {
  it("bins around the summary's thresholds, each side of zero", () => {
    const bins = differenceHistogram([-3, -1, -0.5, -0.06, -0.05, 0, 0, 0.01, 0.059, 0.06, 0.99, 1, 40]);
    expect(bins.map((b) => [b.label, b.count])).toEqual([
      ["≤ −$1", 2],
      ["−$1 to −6¢", 2],
      ["−5¢ to 0", 1],
      ["Exact", 2],
      ["0 to 5¢", 2],
      ["6¢ to $1", 2],
      ["≥ $1", 2],
    ]);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(13);
  });
});
