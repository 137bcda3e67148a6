import { z } from "zod";
import { customerMailsSchema } from "../mails/schemas";
import { holdValuesProblem, MAX_HOLD_VALUES, normalizeHoldValue, SHIP_VIA_WORDS, valuesProblem } from "./hold-values";
import { SHIPPO_TOKEN_PATTERN } from "./token-format";

export const FREIGHT_METHODS = ["filedrop", "lineitem"] as const;
export const COD_POLICIES = ["warn", "prevent"] as const;
export const MAX_TERMS_CODES = 100;
export const HOLD_POLICIES = ["warn", "prevent"] as const;

/** Spec 3 section 5: a terms code is trimmed and upper-cased. */
export const termsCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "Please enter a terms code")
  .max(32, "A terms code has at most 32 characters");

/** Issue 27: the PRINT.REVIEW statuses that hold an order (`HOLD*`: starts with HOLD), and warn or prevent. */
export const printReviewHoldsSchema = z.object({
  values: z
    .array(z.string().transform(normalizeHoldValue))
    .max(MAX_HOLD_VALUES, `At most ${MAX_HOLD_VALUES} print review values`)
    .superRefine((values, ctx) => {
      const problem = holdValuesProblem(values);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  policy: z.enum(HOLD_POLICIES, { message: "The print review hold policy is warn or prevent" }),
});

/** CLARIFICATIONS 64: the ship vias that are not parcels (`X*`: every ship via starting with X). */
export const nonParcelShipViasSchema = z
  .array(z.string().transform(normalizeHoldValue))
  .max(MAX_HOLD_VALUES, `At most ${MAX_HOLD_VALUES} ship vias`)
  .superRefine((values, ctx) => {
    const problem = valuesProblem(values, SHIP_VIA_WORDS);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * PUT /api/ship54/settings: the whole settings object as the screen holds it. `shippo` (token, connected, webhook)
 * is accepted and ignored (CLARIFICATIONS 27): only the validate and remove endpoints change it.
 */
export const putSettingsBodySchema = z.object({
  shippo: z.unknown().optional(),
  freight: z.object({
    defaultMethod: z.enum(FREIGHT_METHODS),
    productId: z
      .string()
      .trim()
      .max(20)
      .regex(/^\d*$/, "The freight product ID is the ERP's numeric product id")
      .nullish()
      .transform((v) => v || null),
  }),
  shipping: z.object({
    enableAutoSearch: z.boolean(),
    enableTrackingTestMode: z.boolean().optional(),
    testMode: z.boolean().optional(),
  }),
  cod: z.object({
    termsCodes: z
      .array(termsCodeSchema)
      .max(MAX_TERMS_CODES)
      .refine((codes) => new Set(codes).size === codes.length, "Terms code already exists"),
    balancePolicy: z.enum(COD_POLICIES),
  }),
  /** Optional: a client that predates the print review holds keeps the stored ones. */
  printReviewHolds: printReviewHoldsSchema.optional(),
  /** Optional likewise: a client that predates the non-parcel ship vias keeps the stored ones. */
  nonParcelShipVias: nonParcelShipViasSchema.optional(),
  /** Optional likewise: a client that predates customer mails keeps the stored setting. */
  customerMails: customerMailsSchema.optional(),
});
export type PutSettingsBody = z.infer<typeof putSettingsBodySchema>;

export const toggleTestModeBodySchema = z.object({ enabled: z.boolean() });

export const validateTokenBodySchema = z.object({
  token: z
    .string()
    .trim()
    .max(200)
    .regex(SHIPPO_TOKEN_PATTERN, "Invalid token format. Token should start with shippo_test_ or shippo_live_"),
});
