import type { MenuItem } from "./menu-dto";

/** The sidebar's groups, in the order it shows them (issue 28). */
export const MENU_GROUPS = ["Shipping", "ERP tools", "Data", "Administration"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A menu as the navigation knows it: the admin area's own entries have no product. */
export type NavMenu = MenuItem & { product?: string };
export type NavGroup = { group: MenuGroup; items: MenuItem[] };

const SHIPPING = ["/ship-station", "/ship54-settings", "/admin/shipment-tracking", "/invoice-tracking"];
const DATA = ["/data-tools", "/manage-files", "/monthly-feed"];
/** /kohler-feed and every other /{manufacturer}-feed (spec 2). */
const FEED = /^\/[^/]+-feed$/;

/**
 * Where a menu belongs, from its path and product: a menu an admin adds for a page we do not know lands in ERP
 * tools, the portal's largest group, unless its product is the shipping one.
 */
export function menuGroup(menu: { path: string; product?: string }): MenuGroup {
  const path = menu.path.split(/[?#]/)[0].toLowerCase();
  const under = (root: string) => path === root || path.startsWith(`${root}/`);
  if (SHIPPING.some(under) || menu.product === "ship54") return "Shipping";
  if (under("/admin")) return "Administration";
  if (DATA.some(under) || FEED.test(path)) return "Data";
  return "ERP tools";
}

/** The menus by group, in MENU_GROUPS order; each group keeps the menus' own order; empty groups are left out. */
export function groupMenus(menus: readonly NavMenu[]): NavGroup[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: menus.filter((m) => menuGroup(m) === group).map(({ name, path }) => ({ name, path })),
  })).filter((g) => g.items.length > 0);
}
