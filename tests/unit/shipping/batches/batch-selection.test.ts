import { describe, expect, it } from "vitest";
import { shipBatchLabel } from "@/components/shipping/desk/batch/ship-batch-label";
import { tickRange } from "@/components/shipping/desk/batch/tick-range";

const shown = ["A", "B", "C", "D", "E"];

describe("tickRange (the queue's boxes for Ship a batch)", () => {
  it("ticks the one box clicked without Shift, or with Shift before any box was clicked", () => {
    expect(tickRange(shown, "C", "A", false)).toEqual(["C"]);
    expect(tickRange(shown, "C", null, true)).toEqual(["C"]);
  });

  it("ticks every box from the last one clicked to the shift-clicked one, either way round, in the order shown", () => {
    expect(tickRange(shown, "D", "B", true)).toEqual(["B", "C", "D"]);
    expect(tickRange(shown, "A", "C", true)).toEqual(["A", "B", "C"]);
    expect(tickRange(["E", "D", "C"], "C", "E", true)).toEqual(["E", "D", "C"]);
  });

  it("falls back to the one box when the last one clicked is no longer shown", () => {
    expect(tickRange(shown, "B", "Z", true)).toEqual(["B"]);
  });
});

describe("shipBatchLabel", () => {
  it("names the count and the total it buys", () => {
    expect(shipBatchLabel({ count: 10, amount: 198.6, currency: "USD" })).toBe("Ship 10 Labels - $198.60");
    expect(shipBatchLabel({ count: 1, amount: 9.5, currency: "USD" })).toBe("Ship 1 Label - $9.50");
  });
});
