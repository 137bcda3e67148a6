import { z } from "zod";
import { STATUS_WORD_KEYS, type StatusWord } from "@/lib/shipping/tracking/status-text";

export const SHIPMENTS_PAGE_SIZE = 50;
export const STATS_DAYS = 30;
export const CARRIERS = ["ups", "fedex", "usps", "dhl"] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const optionalDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** GET /api/shipments (spec 3 section 7): the filters, and a page of 50. */
export const listShipmentsQuerySchema = z.object({
  /** A status word's key (CLARIFICATIONS 66); CREATED, an older link's, reads as the Label created it is. */
  status: z
    .enum(["CREATED", ...STATUS_WORD_KEYS])
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((s): StatusWord | undefined => (s === "CREATED" ? "LABEL_PURCHASED" : s)),
  carrier: optionalText(32),
  /** The service level as the shipment has it (a chart's on-time bar narrows the table to one carrier's service). */
  service: optionalText(100),
  trackingNumber: optionalText(100),
  invoiceNumber: optionalText(64),
  dateFrom: optionalDate,
  dateTo: optionalDate,
  needsAttention: z
    .enum(["true", "false", ""])
    .optional()
    .transform((v) => v === "true"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  companyId: optionalText(64),
});
export type ListShipmentsQuery = z.infer<typeof listShipmentsQuerySchema>;

export const statsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(STATS_DAYS),
  companyId: optionalText(64),
});

/** An invoice number as typed: `S1000002` or one generation `S1000002.001`. */
export const invoiceParamSchema = z
  .string()
  .trim()
  .min(1, "Please enter an invoice number")
  .max(64, "An invoice number has at most 64 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "An invoice number has letters, digits, dots and dashes only");
