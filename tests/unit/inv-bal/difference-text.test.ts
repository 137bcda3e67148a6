import { describe, expect, it } from "vitest";
import { inventoryDifference } from "@/lib/inv-bal/difference";
import { differenceText } from "@/lib/inv-bal/difference-text";

const shown = (conv: string | null, eds: string | null) =>
  differenceText({ conv_val: conv, eds_val: eds, diff: inventoryDifference(conv ?? "", eds ?? "") });

// Issue 37 item 10: "Difference 1" for 147 against a blank read as one unit short.
describe("the Difference column's words", () => {
  it("says which side is blank instead of 1", () => {
    expect(shown("147", null)).toBe("Blank in EDS");
    expect(shown("", "147")).toBe("Blank in CONV");
  });

  it("shows two numbers' difference as a number, and says what differs otherwise", () => {
    expect(shown("147", "140")).toBe("7");
    expect(shown("10.1", "10")).toBe("0.1");
    expect(shown("147", "147")).toBe("0");
    expect(shown("N/A", "147")).toBe("Not a number in CONV");
    expect(shown("147", "n/a")).toBe("Not a number in EDS");
    expect(shown("BIN A", "BIN B")).toBe("Texts differ");
  });
});
