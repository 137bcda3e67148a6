import { z } from "zod";
import { idempotencyKeySchema } from "@/lib/erp-writes/intent-key";
import { MAX_DESCRIPTION } from "./constants";
import { CREATE_PRODUCT_MESSAGES as MSG } from "./messages";

const upcCode = z
  .string()
  .trim()
  .max(20, MSG.upcLength)
  .superRefine((v, ctx) => {
    if (v === "") return;
    if (v.length !== 11) ctx.addIssue({ code: "custom", message: MSG.upcLength });
    if (!/^\d+$/.test(v)) ctx.addIssue({ code: "custom", message: MSG.upcNumeric });
  });

/** The product a page asks us to create: what the preview shows. */
export const newProductSchema = z
  .object({
    priceLineId: z
      .string()
      .trim()
      .min(1, "Choose a price line")
      .max(64)
      .regex(/^[A-Za-z0-9._-]+$/, "Not a valid price line id"),
    description: z
      .string()
      .trim()
      .min(1, "Enter a description")
      .max(MAX_DESCRIPTION, MSG.descriptionTooLong)
      .transform((v) => v.toUpperCase()),
    catalogNumber: z
      .string()
      .trim()
      .max(40)
      .default("")
      .transform((v) => v.toUpperCase()),
    upcCode: upcCode.default(""),
    repCost: z.number().nonnegative(MSG.repCost).max(1_000_000_000).optional(),
  })
  .strict();
export type NewProduct = z.infer<typeof newProductSchema>;

/** POST /api/create-product. */
export const createProductBodySchema = z
  .object({ idempotencyKey: idempotencyKeySchema, product: newProductSchema })
  .strict();

/** GET /api/create-product/matches. */
export const productMatchesQuerySchema = z.object({
  upcCode: z.string().trim().max(20).default(""),
  catalogNumber: z.string().trim().max(40).default(""),
});
