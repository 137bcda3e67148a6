// Type imports only: the command palette (a client component) builds its list with it.
import type { NavGroup } from "./menu-groups";
import type { PaletteScreen } from "./filter-screens";

/**
 * Screens no menu names, opened from a menu's screen: the palette offers each to whoever has that menu (Close Out
 * is a button of the Shipment Dashboard, and the palette could not reach it).
 */
const SCREENS_UNDER: Record<string, { name: string; path: string }[]> = {
  "/ship-station": [{ name: "Close Out", path: "/ship-station/close-out" }],
};

/** Home, then each of the user's menus in the navigation's order, each followed by the screens under it. */
export function paletteScreens(homePath: string, groups: readonly NavGroup[]): PaletteScreen[] {
  return [
    { name: "Home", path: homePath, group: null },
    ...groups.flatMap(({ group, items }) =>
      items.flatMap((m) => [{ ...m, group }, ...(SCREENS_UNDER[m.path] ?? []).map((s) => ({ ...s, group }))]),
    ),
  ];
}
