import { describe, expect, it } from "vitest";
import { nextRowIndex } from "@/components/ui/use-row-focus";

describe("nextRowIndex (keyboard focus on table rows)", () => {
  it("moves one row with the arrows and stops at the ends", () => {
    expect(nextRowIndex("ArrowDown", 0, 3)).toBe(1);
    expect(nextRowIndex("ArrowDown", 2, 3)).toBe(2);
    expect(nextRowIndex("ArrowUp", 1, 3)).toBe(0);
    expect(nextRowIndex("ArrowUp", 0, 3)).toBe(0);
  });

  it("jumps to the first and last row and by a page", () => {
    expect(nextRowIndex("Home", 2, 3)).toBe(0);
    expect(nextRowIndex("End", 0, 3)).toBe(2);
    expect(nextRowIndex("PageDown", 0, 30)).toBe(10);
    expect(nextRowIndex("PageUp", 5, 30)).toBe(0);
  });

  it("leaves other keys and empty tables alone", () => {
    expect(nextRowIndex("a", 0, 3)).toBeNull();
    expect(nextRowIndex("Enter", 0, 3)).toBeNull();
    expect(nextRowIndex("ArrowDown", 0, 0)).toBeNull();
  });
});
