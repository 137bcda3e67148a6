import { z } from "zod";
import { SURCHARGE_MESSAGES as MSG } from "./messages";

/**
 * The surcharge link's query (spec 3: order, companyCode, port). The order is an ERP order id, plain (`S1000004`)
 * or with its generation (`S1000004.001`); it is upper-cased so `s1000004` is the same order.
 */
export const surchargeQuerySchema = z.object({
  order: z
    .string({ error: MSG.missingOrder })
    .trim()
    .min(1, MSG.missingOrder)
    .max(40, "The order number is too long")
    .regex(/^[A-Za-z0-9][A-Za-z0-9.\-]*$/, "The order number may hold only letters, digits, dots and dashes")
    .transform((v) => v.toUpperCase()),
  companyCode: z
    .string({ error: "Missing company code in URL" })
    .trim()
    .min(1, "Missing company code in URL")
    .max(40, "The company code is too long"),
  port: z.coerce
    .number({ error: "The port must be a number" })
    .int("The port must be a number")
    .min(1)
    .max(65535)
    .optional(),
});
export type SurchargeQuery = z.infer<typeof surchargeQuerySchema>;

/** What the page shows (spec 3, Surcharge result): the amount, and Ship To and PO Number when the ERP has them. */
export const surchargeResultSchema = z.object({
  amount: z.number(),
  order: z.string(),
  shipToName: z.string().nullable(),
  poNumber: z.string().nullable(),
});
export type SurchargeResult = z.infer<typeof surchargeResultSchema>;

/** The link's answer: the result, whether the ledger already held it, and when it was applied (ISO time). */
export type SurchargeAnswer = SurchargeResult & { replayed: boolean; appliedAt: string };
