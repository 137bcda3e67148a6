import { describe, expect, it } from "vitest";
import { productScreens } from "@/lib/home/product-screen";

const desk = { name: "Shipment Dashboard", path: "/ship-station" };
const settings = { name: "Ship54 Settings", path: "/ship54-settings" };

describe("productScreens", () => {
  it("leads Ship54 to the shipping desk when the user's menus offer it", () => {
    expect(productScreens(["ship54", "price-watch"], [settings, desk])).toEqual({ ship54: desk });
  });

  it("falls back to Ship54 Settings, and to nothing when the menus offer no Ship54 screen", () => {
    expect(productScreens(["ship54"], [settings])).toEqual({ ship54: settings });
    expect(productScreens(["ship54"], [{ name: "Contact Search", path: "/contacts" }])).toEqual({});
  });
});
