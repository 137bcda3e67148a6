import { z } from "zod";
import type { Menu } from "@/db/schema";

/** The spec's menu products and roles (spec 3 sections 3 and 6). Forms import this file, so no runtime schema import. */
export const MENU_PRODUCTS = ["e54", "eclipse"] as const satisfies readonly Menu["product"][];
export const MENU_ROLES = ["admin", "contact", "product"] as const;
export type MenuRole = (typeof MENU_ROLES)[number];
export const isMenuRole = (role: string): role is MenuRole => (MENU_ROLES as readonly string[]).includes(role);

const required = "Required";

/** One leading slash, then anything but a second slash or backslash first. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
export const MENU_PATH_MESSAGE = "The path must be a page of this portal, starting with a single / (no web address).";

export const menuBodySchema = z.object({
  name: z.string().trim().min(1, required).max(100),
  path: z
    .string()
    .trim()
    // An empty path says Required only, not also that it is no portal page.
    .min(1, { message: required, abort: true })
    .max(200)
    // A menu is a link in the portal's navigation: only a path on this site, never another site's address
    // (`https://…`, `//host`, `/\host`, which browsers read as `//host`) or a `javascript:` link.
    .regex(SAME_ORIGIN_PATH, MENU_PATH_MESSAGE)
    .regex(/^\S*$/, "Start the path with / and leave out spaces"),
  // The select starts empty: "" fails as Required rather than as an unknown option.
  product: z.string().min(1, required).pipe(z.enum(MENU_PRODUCTS, { error: "Choose e54 or eclipse" })),
  roles: z.array(z.enum(MENU_ROLES)).default([]),
});

export type MenuBody = z.output<typeof menuBodySchema>;
export type MenuFormValues = z.input<typeof menuBodySchema>;
