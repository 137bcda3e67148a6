import { describe, expect, it } from "vitest";
import { filterScreens, type PaletteScreen } from "@/lib/menus/filter-screens";
import { paletteScreens } from "@/lib/menus/palette-screens";

const SCREENS: PaletteScreen[] = [
  { name: "Home", path: "/home", group: null },
  { name: "Shipment Dashboard", path: "/ship-station", group: "Shipping" },
  { name: "Ship54 Settings", path: "/ship54-settings", group: "Shipping" },
  { name: "Contact Search", path: "/contacts", group: "ERP tools" },
  { name: "Update Web Password", path: "/contact-pw", group: "ERP tools" },
  { name: "Data Tools", path: "/data-tools", group: "Data" },
];
const names = (query: string) => filterScreens(SCREENS, query).map((s) => s.name);

describe("filterScreens", () => {
  it("offers every screen, in order, when nothing is typed", () => {
    expect(names("  ")).toEqual(SCREENS.map((s) => s.name));
  });

  it("keeps the screens whose name or group holds every word, in any case and order", () => {
    expect(names("password")).toEqual(["Update Web Password"]);
    expect(names("shipping")).toEqual(["Shipment Dashboard", "Ship54 Settings"]);
    expect(names("settings SHIP")).toEqual(["Ship54 Settings"]);
    expect(names("erp contact")).toEqual(["Contact Search"]);
    expect(names("invoices")).toEqual([]);
  });

  it("puts names that start with what was typed first", () => {
    expect(names("s")).toEqual([
      "Shipment Dashboard",
      "Ship54 Settings",
      "Contact Search",
      "Update Web Password",
      "Data Tools",
    ]);
  });

  it("finds a screen by a word in the plural (issue 37: contacts found nothing)", () => {
    expect(names("contacts")).toEqual(["Contact Search"]);
    expect(names("passwords")).toEqual(["Update Web Password"]);
    expect(names("shipments dashboards")).toEqual(["Shipment Dashboard"]);
  });
});

describe("paletteScreens", () => {
  it("offers Close Out under the Shipment Dashboard to whoever has the dashboard, and not to others", () => {
    const withDesk = paletteScreens("/home", [
      { group: "Shipping", items: [{ name: "Shipment Dashboard", path: "/ship-station" }] },
    ]);
    expect(filterScreens(withDesk, "close out")).toEqual([
      { name: "Close Out", path: "/ship-station/close-out", group: "Shipping" },
    ]);
    const without = paletteScreens("/home", [
      { group: "ERP tools", items: [{ name: "Contact Search", path: "/contacts" }] },
    ]);
    expect(filterScreens(without, "close")).toEqual([]);
  });
});
