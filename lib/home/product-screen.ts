import type { MenuItem } from "@/lib/menus/menu-dto";

/** The screens a catalog product is used on, the one its Home card is about first (issue 28: Ship54 is the desk). */
const PRODUCT_SCREENS: Record<string, string[]> = {
  ship54: ["/ship-station", "/ship54-settings", "/admin/shipment-tracking"],
};

/**
 * Where each of the user's products leads from Home: the first of its screens the user's menus offer (a Ship54
 * owner without the desk's role still reaches its settings or tracking); none when the menus offer none of them.
 */
export function productScreens(productIds: readonly string[], menus: readonly MenuItem[]): Record<string, MenuItem> {
  const found: Record<string, MenuItem> = {};
  for (const id of productIds) {
    const menu = (PRODUCT_SCREENS[id] ?? []).map((path) => menus.find((m) => m.path === path)).find(Boolean);
    if (menu) found[id] = menu;
  }
  return found;
}
