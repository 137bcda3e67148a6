import { describe, expect, it } from "vitest";
import { groupMenus, menuGroup } from "@/lib/menus/menu-groups";
import { ADMIN_MENU } from "@/lib/menus/list-visible-menus";

describe("menuGroup", () => {
  it("puts the shipping desk, its settings and tracking under Shipping", () => {
    expect(menuGroup({ path: "/ship-station", product: "e54" })).toBe("Shipping");
    expect(menuGroup({ path: "/ship-station/INV1" })).toBe("Shipping");
    expect(menuGroup({ path: "/ship54-settings", product: "e54" })).toBe("Shipping");
    expect(menuGroup({ path: "/admin/shipment-tracking", product: "e54" })).toBe("Shipping");
    expect(menuGroup({ path: "/anything", product: "ship54" })).toBe("Shipping");
  });

  it("puts the feeds, Data Tools and the file manager under Data", () => {
    expect(menuGroup({ path: "/kohler-feed", product: "e54" })).toBe("Data");
    expect(menuGroup({ path: "/moen-feed" })).toBe("Data");
    expect(menuGroup({ path: "/data-tools" })).toBe("Data");
    expect(menuGroup({ path: "/manage-files" })).toBe("Data");
  });

  it("puts the admin area under Administration and everything else under ERP tools", () => {
    expect(menuGroup({ path: "/admin/users" })).toBe("Administration");
    expect(menuGroup({ path: "/Admin/Companies?x=1" })).toBe("Administration");
    expect(menuGroup({ path: "/administrators" })).toBe("ERP tools");
    expect(menuGroup({ path: "/contacts", product: "e54" })).toBe("ERP tools");
    expect(menuGroup({ path: "/testpage", product: "eclipse" })).toBe("ERP tools");
    expect(menuGroup({ path: "/a-feed/more" })).toBe("ERP tools");
  });
});

describe("groupMenus", () => {
  it("orders the groups Shipping, ERP tools, Data, Administration and keeps each group's menus in their order", () => {
    const groups = groupMenus([
      { name: "Contact Search", path: "/contacts", product: "e54" },
      { name: "Data Tools", path: "/data-tools", product: "e54" },
      { name: "Shipment Dashboard", path: "/ship-station", product: "e54" },
      { name: "Price Comparison", path: "/price-validation", product: "e54" },
      { name: "Ship54 Settings", path: "/ship54-settings", product: "e54" },
    ]);
    expect(groups).toEqual([
      {
        group: "Shipping",
        items: [
          { name: "Shipment Dashboard", path: "/ship-station" },
          { name: "Ship54 Settings", path: "/ship54-settings" },
        ],
      },
      {
        group: "ERP tools",
        items: [
          { name: "Contact Search", path: "/contacts" },
          { name: "Price Comparison", path: "/price-validation" },
        ],
      },
      { group: "Data", items: [{ name: "Data Tools", path: "/data-tools" }] },
    ]);
  });

  it("gives an administrator Shipping and Administration only", () => {
    expect(groupMenus(ADMIN_MENU).map((g) => [g.group, g.items.length])).toEqual([
      ["Shipping", 1],
      ["Administration", ADMIN_MENU.length - 1],
    ]);
  });
});
