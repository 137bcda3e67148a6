import { MENU_ROLES, type MenuRole } from "./menu-options";

/**
 * The roles an admin can give a user for each product (spec 3 section 6): a product's roles come from the menus
 * assigned to it; a catalog product without menus (ship54) offers its own optional role list.
 */
export function rolesByProduct(
  menus: readonly { product: string; roles: readonly string[] }[],
  products: readonly { _id: string; roles?: readonly string[] | null }[],
): Record<string, MenuRole[]> {
  const found = new Map<string, Set<string>>();
  const add = (product: string, roles: readonly string[]) => {
    const set = found.get(product) ?? new Set<string>();
    roles.forEach((r) => set.add(r));
    found.set(product, set);
  };
  menus.forEach((m) => add(m.product, m.roles));
  products.forEach((p) => p.roles?.length && add(p._id, p.roles));
  return Object.fromEntries([...found].map(([product, roles]) => [product, MENU_ROLES.filter((r) => roles.has(r))]));
}
