import { z } from "zod";
import { MENU_PRODUCTS, MENU_ROLES } from "./menu-options";

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
  product: z
    .string()
    .min(1, required)
    .pipe(z.enum(MENU_PRODUCTS, { error: "Choose e54 or eclipse" })),
  roles: z.array(z.enum(MENU_ROLES)).default([]),
});

export type MenuBody = z.output<typeof menuBodySchema>;
export type MenuFormValues = z.input<typeof menuBodySchema>;
