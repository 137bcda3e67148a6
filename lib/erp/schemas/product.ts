import { z } from "zod";
import { anyId, flag, money, text } from "./common";

export const productSchema = z
  .object({
    id: anyId,
    description: text,
    catalogNumber: text,
    upcCode: text,
    priceLineId: text,
    category: text,
    um: text,
    pricingPerQuantity: z.coerce.number().nullish(),
    /** lb per each; 0 or absent when nobody entered one (a batch's weights, CLARIFICATIONS 63). */
    weight: z.coerce.number().nullish(),
    listPrice: money,
    repCost: money,
    averageCost: money,
    cogs: money,
    inactive: flag,
    updateKey: text,
  })
  .loose();
export type Product = z.infer<typeof productSchema>;

const amount = z.union([z.number().nonnegative(), z.object({ value: z.number().nonnegative() }).loose()]);

/**
 * The body of POST /Products (Create New Product). Types are checked here; the ERP checks the rest (unknown price
 * line, duplicate UPC) and answers a list of field errors we pass on.
 */
export const productCreateSchema = z
  .object({
    priceLineId: z.string().trim().min(1, "priceLineId is required").max(64),
    description: z.string().trim().min(1, "description is required").max(200),
    catalogNumber: z.string().max(100).optional(),
    upcCode: z
      .string()
      .regex(/^(\d{11})?$/, "UPC must be exactly 11 digits")
      .optional(),
    repCost: amount.optional(),
    listPrice: amount.optional(),
  })
  .loose();
export type ProductCreate = z.input<typeof productCreateSchema>;
