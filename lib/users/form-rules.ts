import type { User } from "@/db/schema";
import { MENU_ROLES, type MenuRole } from "@/lib/menus/menu-options";

/**
 * The show and disable rules of the User Admin form (spec 3): the password shows only for admins, the ERP user
 * name only for customers, and the company selector is disabled for admins.
 */
export function userFormRules(userType: User["userType"] | undefined) {
  const admin = userType === "admin";
  return { showPassword: admin, showErpUserName: !admin, companyDisabled: admin };
}

/** Role choices per product: what the product's menus offer, plus any role the user already holds there. */
export function roleChoices(offered: Record<string, readonly MenuRole[]>, held: Record<string, readonly string[]>) {
  const products = [...new Set([...Object.keys(offered), ...Object.keys(held)])].sort();
  return products.map((product) => {
    const roles = new Set<string>([...(offered[product] ?? []), ...(held[product] ?? [])]);
    return { product, roles: MENU_ROLES.filter((r) => roles.has(r)) };
  });
}
