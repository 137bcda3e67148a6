import { describe, expect, it } from "vitest";
import { isMenuVisible } from "@/lib/menus/list-visible-menus";

describe("isMenuVisible", () => {
  const menu = { product: "e54", roles: ["admin", "product"] };
  it("needs the company to own the menu's product and the user to hold one of its roles", () => {
    expect(isMenuVisible(menu, ["e54"], { e54: ["product"] })).toBe(true);
    expect(isMenuVisible(menu, ["eclipse"], { e54: ["product"] })).toBe(false);
    expect(isMenuVisible(menu, ["e54"], { e54: ["contact"] })).toBe(false);
    expect(isMenuVisible(menu, ["e54"], { ship54: ["admin"] })).toBe(false);
  });
});
