import { describe, expect, it } from "vitest";
import { closeOutTotals } from "@/lib/shipping/close-out/close-out-totals";

describe("closeOutTotals", () => {
  it("adds each carrier's count, weight and cost, carriers by name, and the day's totals", () => {
    const totals = closeOutTotals([
      { carrier: "usps", weight: 2.5, cost: 8.1 },
      { carrier: "ups", weight: 10, cost: 15.25 },
      { carrier: "usps", weight: 1.2, cost: 0.2 },
    ]);
    expect(totals.carriers).toEqual([
      { carrier: "ups", count: 1, weight: 10, cost: 15.25 },
      { carrier: "usps", count: 2, weight: 3.7, cost: 8.3 },
    ]);
    expect(totals).toMatchObject({ count: 3, weight: 13.7, cost: 23.55 });
  });

  it("is all zeros for a day without labels", () => {
    expect(closeOutTotals([])).toEqual({ carriers: [], count: 0, weight: 0, cost: 0 });
  });
});
