import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, menus } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";
import { mayOpenScreen } from "@/lib/products/product-access-rule";
import type { MenuItem } from "./menu-dto";
import { groupMenus, type NavGroup, type NavMenu } from "./menu-groups";

/** Administrators get the admin area; they have no company and no ERP tools. Each is named as its page's heading. */
export const ADMIN_MENU: MenuItem[] = [
  { name: "Admin Dashboard", path: "/admin/home" },
  { name: "Company Admin", path: "/admin/companies" },
  { name: "User Admin", path: "/admin/users" },
  { name: "Menus", path: "/admin/menus" },
  { name: "Product Management", path: "/admin/products" },
  { name: "Logs", path: "/admin/logs" },
  { name: "Outbox", path: "/admin/outbox" },
  { name: "Shipment Tracking", path: "/admin/shipment-tracking" },
  { name: "Tracking Webhook Deliveries", path: "/admin/webhook-deliveries" },
  { name: "Actions in Doubt", path: "/admin/actions-in-doubt" },
];

/**
 * Screens the navigation does not offer, though their address opens them (spec 1's routes): About has nothing on it
 * but its heading, and Test Page is a check of one cross-reference, not a clerk's daily tool (issue 37 item 11).
 */
export const OUT_OF_NAVIGATION: readonly string[] = ["/about", "/testpage"];

/** A menu shows when its product is one of the company's and the user's roles for it meet the menu's (CLARIFICATIONS 40). */
export function isMenuVisible(
  menu: { product: string; roles: string[] },
  companyProducts: string[],
  roles: Record<string, string[]>,
) {
  if (!companyProducts.includes(menu.product)) return false;
  const userRoles = roles[menu.product] ?? [];
  return menu.roles.some((r) => userRoles.includes(r));
}

async function visibleMenus(db: Db, claims: Claims): Promise<NavMenu[]> {
  if (claims.userType === "admin") return ADMIN_MENU;
  if (!claims.companyId) return [];
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, claims.companyId._id),
    columns: { products: true },
  });
  if (!company) return [];
  const rows = await db.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.name));
  const access = { admin: false, userProducts: claims.products, companyProducts: company.products };
  return (
    rows
      .filter((m) => isMenuVisible(m, company.products, claims.roles))
      // A catalog product's screens (Ship54's desk) need the product itself, as Home, the pages and the routes read it.
      .filter((m) => mayOpenScreen(access, m.path) && !OUT_OF_NAVIGATION.includes(m.path))
      .map((m) => ({ name: m.name, path: m.path, product: m.product }))
  );
}

/** The menus this user may see, name and path (GET /menus, spec 1). */
export async function listVisibleMenus(db: Db, claims: Claims): Promise<MenuItem[]> {
  return (await visibleMenus(db, claims)).map(({ name, path }) => ({ name, path }));
}

/** The same menus grouped for the sidebar, the narrow screens' menu and the command palette. */
export async function listNavigation(db: Db, claims: Claims): Promise<NavGroup[]> {
  return groupMenus(await visibleMenus(db, claims));
}
