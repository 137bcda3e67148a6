import { z } from "zod";

/** CLARIFICATIONS 61's Y/N fields: "Y" or "N" in any case (or a boolean); anything else: the ERP says nothing (null). */
function yesNo(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  const s = typeof v === "string" ? v.trim().toUpperCase() : "";
  return s === "Y" ? true : s === "N" ? false : null;
}

const carrierAccountSchema = z.object({
  carrier: z.string().trim().min(1).max(40),
  account: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/),
  zip: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(10))
    .nullish()
    .transform((v) => v || null),
});
export type ErpCarrierAccount = z.infer<typeof carrierAccountSchema>;

/**
 * The shipping facts a customer record may carry (CLARIFICATIONS 61), read from the record as the ERP sent it (the
 * customer schema keeps them as they came, so the proxy answers them unchanged). A carrier account the portal cannot
 * use as sent (no carrier or account, an account of other characters) is none.
 */
export const customerFactsSchema = z
  .object({
    residential: z.unknown().optional(),
    freightExempt: z.unknown().optional(),
    insuranceRequired: z.unknown().optional(),
    carrierAccount: z.unknown().optional(),
  })
  .transform((r) => {
    const account = carrierAccountSchema.safeParse(r.carrierAccount);
    return {
      residential: yesNo(r.residential),
      freightExempt: yesNo(r.freightExempt),
      insuranceRequired: yesNo(r.insuranceRequired),
      carrierAccount: account.success ? account.data : null,
    };
  });
export type ErpCustomerFacts = z.infer<typeof customerFactsSchema>;
