import { z } from "zod";
import { MENU_ROLES } from "@/lib/menus/schemas";

/** The API takes a list; the form's text area gives one feature per line. Blank lines are dropped. */
const featuresSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (typeof v === "string" ? v.split("\n") : v).map((f) => f.trim()).filter(Boolean));

export const productIdSchema = z
  .string()
  .trim()
  .min(1, "Product ID is required")
  .max(64)
  // It appears in URLs (/product-signup/{id}) and in users' product lists.
  .regex(/^[A-Za-z0-9_-]*$/, "Use letters, digits, - and _ only");

export const productBodySchema = z.object({
  _id: productIdSchema,
  name: z.string().trim().min(1, "Product name is required").max(200),
  description: z.string().trim().max(2000).default(""),
  longDescription: z.string().trim().max(10_000).default(""),
  stripeProductId: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  features: featuresSchema.default([]),
  roles: z.array(z.enum(MENU_ROLES)).optional(),
});

/** The ID is locked once a product exists: an update never carries it. */
export const productUpdateSchema = productBodySchema.omit({ _id: true });

export type ProductBody = z.output<typeof productBodySchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
export type ProductFormValues = z.input<typeof productBodySchema>;
