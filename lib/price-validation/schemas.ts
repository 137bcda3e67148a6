import { z } from "zod";
import { MAX_PRICE_FILE_ROWS } from "./constants";
import { TOO_MANY_ROWS_MESSAGE } from "./messages";

const id = z.string().trim().min(1).max(64);
const amount = z.number().finite();

/** One usable line of the price file, as parsed in the browser and sent to the server. */
export const priceFileRowSchema = z.object({
  /** Physical line in the file (1-based), so results can be shown in file order. */
  line: z.number().int().positive(),
  productId: id,
  invoiceNumber: z.string().max(64),
  actualSellPrice: amount,
  actualCost: amount,
  actualCogs: amount,
  branch: z.string().max(64),
  customerId: id,
});
export type PriceFileRow = z.infer<typeof priceFileRowSchema>;

/**
 * POST /api/price-validation/resolve: the distinct ids of a file, or of part of it. Like every JSON body, at most
 * 1 MB: the browser sends a large file's ids and rows in several requests (lib/api-client/json-batches.ts).
 */
export const resolveIdsBodySchema = z.object({
  productIds: z.array(id).max(MAX_PRICE_FILE_ROWS),
  customerIds: z.array(id).max(MAX_PRICE_FILE_ROWS),
});
export type ResolveIdsBody = z.infer<typeof resolveIdsBodySchema>;

/** Its answer: only the ids that resolved. */
export const resolvedIdsSchema = z.object({
  products: z.record(z.string(), z.string()),
  customers: z.record(z.string(), z.string()),
});
export type ResolvedIds = z.infer<typeof resolvedIdsSchema>;

/** POST /api/price-validation/compare */
export const comparePricesBodySchema = z.object({
  rows: z
    .array(priceFileRowSchema)
    .min(1, "No valid data found in CSV.")
    .max(MAX_PRICE_FILE_ROWS, TOO_MANY_ROWS_MESSAGE),
});
export type ComparePricesBody = z.infer<typeof comparePricesBodySchema>;

/** A result row (spec 2 section 3, "Result row"); prices, costs and the difference are per each. */
export const priceResultSchema = z.object({
  line: z.number(),
  productId: z.string(),
  herProductId: z.string(),
  customerId: z.string(),
  resolvedCustomerId: z.string(),
  upcCode: z.string(),
  branch: z.string(),
  invoiceNumber: z.string(),
  actualSellPrice: z.number(),
  productUnitPrice: z.number(),
  actualCost: z.number(),
  productCost: z.number().nullable(),
  actualCogs: z.number(),
  productCOGS: z.number().nullable(),
  priceDifference: z.number(),
});
export type PriceResult = z.infer<typeof priceResultSchema>;

/** A Failed Products entry: the original id and HER_PN (spec 2 section 8), with where and why. */
export const failedProductSchema = z.object({
  line: z.number(),
  originalProductId: z.string(),
  herProductId: z.string().nullable(),
  customerId: z.string(),
  reason: z.string(),
});
export type FailedProduct = z.infer<typeof failedProductSchema>;

/** The NDJSON lines the compare route streams: a plan, then batches as they finish, then the end. */
export const compareEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), rows: z.number(), customers: z.number(), batches: z.number() }),
  z.object({
    type: z.literal("batch"),
    done: z.number(),
    batches: z.number(),
    results: z.array(priceResultSchema),
    failed: z.array(failedProductSchema),
  }),
  z.object({
    type: z.literal("done"),
    results: z.number(),
    failed: z.number(),
    erpRequests: z.number(),
    ms: z.number(),
  }),
  z.object({ type: z.literal("error"), status: z.number(), message: z.string() }),
]);
export type CompareEvent = z.infer<typeof compareEventSchema>;
