import { z } from "zod";
import { MENU_ROLES } from "@/lib/menus/menu-options";

export const FEATURES_NOT_A_LIST = "Features must be a list of texts, one per feature.";
const MAX_FEATURES = 50;
const MAX_FEATURE_LENGTH = 500;

const dropBlanks = (list: string[]) => list.map((f) => f.trim()).filter(Boolean);

/** The API's features: a list of texts (spec 1 section 3); one text is refused, not split. Blanks are dropped. */
const featuresSchema = z
  .array(z.string({ error: FEATURES_NOT_A_LIST }).max(MAX_FEATURE_LENGTH), { error: FEATURES_NOT_A_LIST })
  .max(MAX_FEATURES, `At most ${MAX_FEATURES} features`)
  .transform(dropBlanks);

/** The dialog's text area: one feature per line, sent to the API as the list. */
const featureLinesSchema = z
  .string()
  .max(MAX_FEATURES * (MAX_FEATURE_LENGTH + 1))
  .transform((text) => dropBlanks(text.split("\n")))
  .pipe(
    z
      .array(z.string().max(MAX_FEATURE_LENGTH, `A feature has at most ${MAX_FEATURE_LENGTH} characters`))
      .max(MAX_FEATURES, `At most ${MAX_FEATURES} features`),
  );

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

/** The Add/Edit Product form: the API's body, features typed one per line. */
export const productFormSchema = productBodySchema.extend({ features: featureLinesSchema });

export type ProductBody = z.output<typeof productBodySchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
export type ProductFormValues = z.input<typeof productFormSchema>;
