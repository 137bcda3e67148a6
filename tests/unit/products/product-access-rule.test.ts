import { describe, expect, it } from "vitest";
import { mayOpenScreen, mayUseProduct, productOfScreen } from "@/lib/products/product-access-rule";

describe("the one rule of who uses a catalog product (issue 37 item 11)", () => {
  it("knows which screens are Ship54's, whatever follows their address", () => {
    expect(productOfScreen("/ship-station")).toBe("ship54");
    expect(productOfScreen("/ship-station/close-out?branch=1")).toBe("ship54");
    expect(productOfScreen("/admin/shipment-tracking")).toBe("ship54");
    expect(productOfScreen("/ship-stations")).toBeNull();
    expect(productOfScreen("/contacts")).toBeNull();
  });

  it("needs the product on the user (what Home shows) and on the company; an admin has every one", () => {
    const company = ["e54", "ship54"];
    expect(mayUseProduct({ admin: false, userProducts: ["ship54"], companyProducts: company }, "ship54")).toBe(true);
    expect(mayUseProduct({ admin: false, userProducts: [], companyProducts: company }, "ship54")).toBe(false);
    expect(mayUseProduct({ admin: false, userProducts: ["ship54"], companyProducts: ["e54"] }, "ship54")).toBe(false);
    expect(mayUseProduct({ admin: true, userProducts: [], companyProducts: [] }, "ship54")).toBe(true);
    expect(mayOpenScreen({ admin: false, userProducts: [], companyProducts: company }, "/contacts")).toBe(true);
    expect(mayOpenScreen({ admin: false, userProducts: [], companyProducts: company }, "/ship-station")).toBe(false);
  });
});
