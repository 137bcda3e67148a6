import { describe, expect, it } from "vitest";
import { fallbackProducts, splitProducts } from "@/lib/home/load-home";
import { welcomeTitle } from "@/lib/home/welcome-title";

describe("Home", () => {
  it("splits products into owned and available", () => {
    const all = fallbackProducts(["ship54", "price-watch", "edi"]);
    const { authorized, available } = splitProducts(all, ["ship54"]);
    expect(authorized.map((p) => p._id)).toEqual(["ship54"]);
    expect(available.map((p) => p._id)).toEqual(["price-watch", "edi"]);
  });

  it("falls back to the user's own codes, capitalised, with no description", () => {
    expect(fallbackProducts(["ship54"])).toEqual([
      {
        _id: "ship54",
        name: "Ship54",
        description: "",
        longDescription: "",
        features: [],
        stripeProductId: null,
        roles: undefined,
      },
    ]);
  });

  it("gives heritage its own welcome and everyone else the generic one", () => {
    expect(welcomeTitle("heritage")).toBe("Welcome to the Heritage Eclipse Portal");
    expect(welcomeTitle("EDS")).toBe("Welcome to E54 Portal");
    expect(welcomeTitle(null)).toBe("Welcome to E54 Portal");
  });
});
