import type { Menu } from "@/db/schema";

/** The spec's menu products and roles (spec 3 sections 3 and 6), without zod: the browser's forms import these. */
export const MENU_PRODUCTS = ["e54", "eclipse"] as const satisfies readonly Menu["product"][];
export const MENU_ROLES = ["admin", "contact", "product"] as const;
export type MenuRole = (typeof MENU_ROLES)[number];
export const isMenuRole = (role: string): role is MenuRole => (MENU_ROLES as readonly string[]).includes(role);
