import { z } from "zod";

export const COMPANY_CODE_MAX = 50;

/** GET /api/shipments/by-invoice/{invoice}'s query: the company whose shipments answer (any case), and test mode. */
export const trackingQuerySchema = z.object({
  company: z
    .string()
    .trim()
    .max(COMPANY_CODE_MAX, `company is a company code of at most ${COMPANY_CODE_MAX} characters.`)
    .optional()
    .transform((v) => v || undefined),
  testMode: z
    .string()
    .optional()
    .transform((v) => v === "true"),
});
export type TrackingQuery = z.infer<typeof trackingQuerySchema>;
