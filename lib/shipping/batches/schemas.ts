// Ship a batch (issue 27 point 4): the routes' bodies and answers. No server imports: the dashboard imports the types.
import { z } from "zod";
import { branchIdSchema, invoiceNumberSchema } from "../desk/schemas";
import { MAX_PARCEL_LB } from "../labels/package-limits";
import { labelFormatSchema, rateIdSchema } from "../labels/schemas";

/** The most invoices one batch takes (a busy branch ships about 200 a day). */
export const MAX_BATCH_INVOICES = 200;
export const MAX_WITHIN_DAYS = 10;

export const batchRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("cheapest") }),
  /** The company's shipping rules (CLARIFICATIONS 59), as the desk applies them; with none, the requested service. */
  z.object({ kind: z.literal("rules") }),
  z.object({
    kind: z.literal("fastest"),
    withinDays: z.coerce
      .number({ message: "Within days must be a number" })
      .int("Within days must be a whole number")
      .min(1, "Within days is at least 1")
      .max(MAX_WITHIN_DAYS, `Within days is at most ${MAX_WITHIN_DAYS}`),
  }),
]);
export type BatchRuleInput = z.infer<typeof batchRuleSchema>;

const boxPresetIdSchema = z.string({ message: "Choose a box." }).uuid("Choose a box.");

const invoiceListSchema = z
  .array(invoiceNumberSchema)
  .min(1, "Select at least one invoice.")
  .max(MAX_BATCH_INVOICES, `A batch takes at most ${MAX_BATCH_INVOICES} invoices.`)
  .refine((list) => new Set(list).size === list.length, "An invoice is selected twice.");

/** A package's weight the clerk typed, in lb (CLARIFICATIONS 63). */
export const batchWeightSchema = z
  .number({ message: "Type the weight in lb." })
  .positive("A weight is more than 0 lb.")
  .max(MAX_PARCEL_LB, `A package weighs at most ${MAX_PARCEL_LB} lb.`);

/** POST /api/ship-station/batches/review */
export const batchReviewRequestSchema = z.object({
  branch: branchIdSchema,
  invoiceNumbers: invoiceListSchema,
  boxPresetId: boxPresetIdSchema,
  rule: batchRuleSchema,
  /** The dashboard's Ship Via Keywords: an order whose ship via contains none is left out unless kept. */
  shipViaKeywords: z.array(z.string().trim().toUpperCase().min(1).max(40)).max(20).default([]),
  /** Weights typed in the review, by invoice: they replace the ERP's sum (or give the one it cannot). */
  weights: z
    .record(invoiceNumberSchema, batchWeightSchema)
    .refine((w) => Object.keys(w).length <= MAX_BATCH_INVOICES, "Too many weights.")
    .default({}),
});
export type BatchReviewRequest = z.infer<typeof batchReviewRequestSchema>;

export const batchRateSchema = z.object({
  quoteId: z.string(),
  carrier: z.string(),
  service: z.string(),
  amount: z.number(),
  currency: z.string(),
  estimatedDays: z.number().nullable(),
});
export type BatchRate = z.infer<typeof batchRateSchema>;

export const batchReviewItemSchema = z.object({
  invoiceNumber: z.string(),
  customer: z.string().nullable(),
  shipVia: z.string().nullable(),
  /** The package's weight in lb the rate is for: the ERP's sum or the one typed; null when not known or not asked. */
  weight: z.number().nullable(),
  /** The weight cannot be known from the ERP and none was typed: no rate until one is (CLARIFICATIONS 63). */
  weightNeeded: z.boolean(),
  /**
   * Why it is left out of the batch unless the clerk keeps it (a hold under warn, a COD balance, the keywords, the
   * customer's facts: not read, insurance without a known total, an account of the customer's to bill).
   */
  leftOut: z.string().nullable(),
  /** The customer's shipping facts in plain words ("Residential", "Insured $120.00"; CLARIFICATIONS 61). */
  facts: z.array(z.string()),
  /** The rate the rule picked; null when none fits (`reason` says why) and the invoice cannot be in the batch. */
  rate: batchRateSchema.nullable(),
  /** Why there is no rate, or a note on the one picked (another carrier than the ship via names, another package). */
  reason: z.string().optional(),
});
export type BatchReviewItem = z.infer<typeof batchReviewItemSchema>;

export const batchReviewSchema = z.object({
  items: z.array(batchReviewItemSchema),
  /** The invoices that go unless removed (a rate, nothing that leaves them out), and what they cost together. */
  totals: z.object({ count: z.number(), amount: z.number(), currency: z.string() }),
});
export type BatchReview = z.infer<typeof batchReviewSchema>;

/** POST /api/ship-station/batches: the reviewed invoices with the rate each was shown. */
export const createBatchRequestSchema = z.object({
  branch: branchIdSchema,
  boxPresetId: boxPresetIdSchema,
  rule: batchRuleSchema,
  items: z
    .array(
      z.object({
        invoiceNumber: invoiceNumberSchema,
        quoteId: rateIdSchema,
        /** The weight the review showed; a missing one is refused, naming the invoice (CLARIFICATIONS 63). */
        weight: batchWeightSchema.nullish(),
      }),
    )
    .min(1, "Select at least one invoice.")
    .max(MAX_BATCH_INVOICES, `A batch takes at most ${MAX_BATCH_INVOICES} invoices.`)
    .refine((list) => new Set(list.map((i) => i.invoiceNumber)).size === list.length, "An invoice is selected twice."),
});
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

export const batchItemStateSchema = z.enum(["queued", "buying", "bought", "failed"]);

export const batchItemDtoSchema = z.object({
  invoiceNumber: z.string(),
  state: batchItemStateSchema,
  reason: z.string().nullable(),
  carrier: z.string().nullable(),
  service: z.string().nullable(),
  amount: z.number().nullable(),
  trackingNumber: z.string().nullable(),
});
export type BatchItemDto = z.infer<typeof batchItemDtoSchema>;

export const batchDtoSchema = z.object({
  id: z.string(),
  branch: z.string(),
  state: z.enum(["running", "finished"]),
  /** The format every label of the batch is bought in; its merged file is `labels.zpl` for ZPLII, else `labels.pdf`. */
  labelFileType: labelFormatSchema,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(batchItemDtoSchema),
  counts: z.object({ total: z.number(), bought: z.number(), failed: z.number(), pending: z.number() }),
  /** The invoices whose bought label was voided since: still counted as bought, left out of the merged labels file. */
  voidedInvoices: z.array(z.string()),
});
export type BatchDto = z.infer<typeof batchDtoSchema>;

/** GET /api/ship-station/batches?branch= */
export const batchListQuerySchema = z.object({ branch: branchIdSchema });
export const batchListSchema = z.object({ batches: z.array(batchDtoSchema) });
export type BatchList = z.infer<typeof batchListSchema>;

export const batchIdSchema = z.string().uuid("Not a batch id");
