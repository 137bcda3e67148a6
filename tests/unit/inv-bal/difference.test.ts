import { describe, expect, it } from "vitest";
import { inventoryDifference } from "@/lib/inv-bal/difference";

describe("inventory difference rule (clarification 12)", () => {
  it.each([
    ["10", "4", 6],
    ["4", "10", -6],
    ["10.1", "10", 0.1],
    ["5", "5.00", 0],
    [" 7 ", "7", 0],
    ["-1.5", "+1.5", -3],
    ["ABC", "ABC ", 0],
    ["ABC", "abc", 1],
    ["1,234", "1234", 1], // 1,234 is text, not a number
    ["N/A", "0", 1],
    ["", "0", 1],
    ["0", "  ", 1],
    ["", " ", 0],
    ["inf", "inf", 0],
  ])("CONV %j vs EDS %j gives %j", (conv, eds, diff) => expect(inventoryDifference(conv, eds)).toBe(diff));
});
