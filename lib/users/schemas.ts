import { z } from "zod";
import type { User } from "@/db/schema";
import { MENU_ROLES } from "@/lib/menus/menu-options";

export const USER_TYPES = ["admin", "customer"] as const satisfies readonly User["userType"][];
export const MIN_PASSWORD_LENGTH = 8;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * One user as the User Admin form sends it. The show and disable rules of spec 3 become data rules here: an admin
 * has no company and no ERP user name; a customer has both and never a password (they sign in through the ERP).
 * A password is sent only when typed; an empty field means "keep the stored one".
 */
export const userBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
    firstName: z.string().trim().max(100).default(""),
    lastName: z.string().trim().max(100).default(""),
    userType: z.enum(USER_TYPES, { error: "Choose admin or customer" }),
    erpUserName: optionalText(50),
    password: z.string().max(200).optional(),
    companyId: z.string().trim().nullish(),
    roles: z.record(z.string(), z.array(z.enum(MENU_ROLES))).default({}),
    products: z.array(z.string().trim().min(1)).default([]),
  })
  .superRefine((u, ctx) => {
    if (u.userType === "customer") {
      if (!u.erpUserName)
        ctx.addIssue({ code: "custom", path: ["erpUserName"], message: "ERP username is required for staff" });
      if (!u.companyId)
        ctx.addIssue({ code: "custom", path: ["companyId"], message: "Choose the staff member's company" });
    }
    if (u.userType === "admin" && u.password && u.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: `Use at least ${MIN_PASSWORD_LENGTH} characters` });
    }
  })
  .transform((u) => ({
    ...u,
    erpUserName: u.userType === "customer" ? (u.erpUserName ?? null) : null,
    companyId: u.userType === "customer" ? (u.companyId ?? null) : null,
    password: u.userType === "admin" && u.password ? u.password : undefined,
    // Only the products that have roles are kept; an empty list says nothing.
    roles: Object.fromEntries(Object.entries(u.roles).filter(([, roles]) => roles.length > 0)),
    products: [...new Set(u.products)],
  }));

/** A new administrator needs a password to sign in with. */
export const newUserBodySchema = userBodySchema.refine((u) => u.userType !== "admin" || u.password !== undefined, {
  path: ["password"],
  message: "Password is required for an administrator",
});

export type UserBody = z.output<typeof userBodySchema>;
export type UserFormValues = z.input<typeof userBodySchema>;
