import { z } from "zod";
import type { AddressChoice } from "@/db/schema";
import { labelBoxSchema } from "../boxes/schemas";
import {
  branchIdSchema,
  invoiceNumberSchema,
  manualIdSchema,
  manualReferenceSchema,
  packageNumberSchema,
} from "../desk/schemas";
import { filedropRefusal, fitsFiledrop } from "../freight/filedrop-values";
import { LABEL_FORMATS } from "./label-format";
import { MAX_PACKAGES } from "./package-limits";
import { PARCEL_BOUNDS, parcelMessage, type ParcelField } from "./parcel-problems";
import { usStateCode } from "./us-states";
import { orderFactsSchema } from "../rules/schemas";

// The clerk's choices as the table keeps them (db/schema ADDRESS_CHOICES), named here by value so client components
// that read these schemas never import the database; `satisfies` keeps the two the same.
const ADDRESS_CHOICES = ["suggested", "entered"] as const satisfies readonly AddressChoice[];

const text = (max: number) => z.string().trim().max(max);

export const STATE_REQUIRED = "State is required";
export const STATE_INVALID = "State must be a US state code, like TN";

/** A US state as its two-letter code; anything else is refused with a message the screen can show. */
export const usStateSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: "custom", message: STATE_REQUIRED });
      return z.NEVER;
    }
    const code = usStateCode(value);
    if (!code) ctx.addIssue({ code: "custom", message: STATE_INVALID });
    return code ?? z.NEVER;
  });

/** An address as the screen sends it; country is fixed at US (spec 2 section 9). */
export const addressSchema = z.object({
  name: text(100).min(1, "Name is required"),
  company: text(100).optional(),
  street1: text(100).min(1, "Address line 1 is required"),
  street2: text(100).optional(),
  city: text(60).min(1, "City is required"),
  state: usStateSchema,
  zip: text(12).min(1, "ZIP is required"),
  country: z.literal("US").default("US"),
  phone: text(30).optional(),
  email: text(100).optional(),
});
export type AddressInput = z.infer<typeof addressSchema>;

/** One parcel field, bounded and worded as the preparation screen checks it (`parcel-problems.ts`). */
const parcelField = (field: ParcelField) => {
  const bound = PARCEL_BOUNDS[field];
  return z.coerce
    .number({ message: parcelMessage.notNumber(bound) })
    .positive(parcelMessage.notPositive(bound))
    .max(bound.max, parcelMessage.tooLarge(bound));
};

/** Parcel units are inches and pounds (spec 2 section 9). */
export const parcelSchema = z.object({
  length: parcelField("length"),
  width: parcelField("width"),
  height: parcelField("height"),
  weight: parcelField("weight"),
});
export type ParcelInput = z.infer<typeof parcelSchema>;

const parcelsSchema = z
  .array(parcelSchema)
  .min(1, "Add a package first.")
  .max(MAX_PACKAGES, `At most ${MAX_PACKAGES} packages ship together.`);

/**
 * One package (`parcel`, as the spec's call sends it) or several (`parcels`, one per package in order). An invoice's
 * `order` facts (its branch, customer, ship via and total, as the desk read them) let the company's shipping rules
 * choose the rate (CLARIFICATIONS 59); without them (Manual Ship) no rule acts.
 */
export const ratesRequestSchema = z
  .object({
    invoiceNumber: invoiceNumberSchema,
    addressFrom: addressSchema,
    addressTo: addressSchema,
    parcel: parcelSchema.optional(),
    parcels: parcelsSchema.optional(),
    /** Bill the label to the customer's own carrier account, as the ERP names it (CLARIFICATIONS 61). */
    billToCustomer: z.boolean().optional(),
    order: orderFactsSchema.optional(),
  })
  .transform(({ parcel, parcels, ...rest }, ctx) => {
    const all = parcels ?? (parcel ? [parcel] : null);
    if (!all) {
      ctx.addIssue({ code: "custom", path: ["parcels"], message: "Add a package first." });
      return z.NEVER;
    }
    return { ...rest, parcels: all };
  });
export type RatesRequest = z.infer<typeof ratesRequestSchema>;

export const rateIdSchema = z
  .string()
  .trim()
  .min(1, "Select a rate first.")
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Not a rate id");

/**
 * POST /api/shipments/create-from-shipstation: the label for an ERP invoice (cost comes from the server's quote).
 * Several packages: `packages` is how many, numbered from `packageNumber`; one rate of a multi-piece quote covers
 * them all, else `packageRates` names each package's own rate (the first is `rateId`).
 */
export const shipFromStationSchema = z.object({
  shippoData: z.object({
    rateId: rateIdSchema,
    packageRates: z.array(rateIdSchema).min(2).max(MAX_PACKAGES).optional(),
  }),
  shipmentData: z.object({
    invoiceNumber: invoiceNumberSchema,
    packageNumber: packageNumberSchema,
    packages: z.coerce.number().int().min(1).max(MAX_PACKAGES).default(1),
    poNumber: text(60).nullish(),
    /** The branch the desk ships from (the order's ship branch): the close-out that takes the label. */
    branch: branchIdSchema.nullish(),
    metadata: z
      .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
      .optional(),
    /** The box preset the package was packed in: the customer's next order opens with it. */
    box: labelBoxSchema.optional(),
    /**
     * How the freight is posted, sent with the purchase so the server posts it whatever becomes of the page
     * (CLARIFICATIONS 56). A caller that leaves it out posts its own freight with POST /api/postFreight.
     */
    freight: z
      .object({
        method: z.enum(["filedrop", "lineitem"]).optional(),
        shipVia: z.string().max(60).refine(fitsFiledrop, filedropRefusal("shipVia")).trim().nullish(),
        /** The scale's reading of the first package (each package's own weight is its parcel's). */
        actualWeight: z.coerce.number().positive().max(150).nullish(),
        /** Each package's own scale reading, in package order, when several ship. */
        actualWeights: z.array(z.coerce.number().positive().max(150)).min(1).max(MAX_PACKAGES).nullish(),
      })
      .optional(),
  }),
});

/** POST /api/shipments/create-manual (spec 2 section 7), with the rate the user selected. */
export const createManualSchema = z.object({
  from: addressSchema,
  to: addressSchema,
  rateId: rateIdSchema,
  details: z.object({
    invoiceNumber: manualIdSchema,
    reference: manualReferenceSchema,
    poNumber: text(60).nullish(),
    /** The branch the package leaves from (Ship From): the close-out that takes the label. */
    branch: branchIdSchema.nullish(),
    carrier: text(40).nullish(),
    weight: z.coerce.number().positive().max(150).nullish(),
    value: z.coerce.number().min(0).max(1_000_000).nullish(),
    description: text(200).nullish(),
  }),
  source: z.literal("manual").default("manual"),
});

/** POST /api/shipping/validate-address (spec 2 section 7). */
export const validateAddressSchema = z.object({
  name: text(100).optional(),
  street1: text(100).min(1, "Street is required"),
  street2: text(100).optional(),
  city: text(60).min(1, "City is required"),
  state: usStateSchema,
  zip: text(12).optional(),
  country: z.literal("US").default("US"),
});

/** PUT /api/ship-station/orders/{invoice}/ship-to-check: Use Suggested or Keep As Entered (CLARIFICATIONS 62). */
export const shipToChoiceSchema = z.object({
  choice: z.enum(ADDRESS_CHOICES, { message: 'choice must be "suggested" or "entered".' }),
});

export const LABEL_FORMAT_NEEDS_ADMIN = "You need Ship54 admin permissions to change the label format";
export const LABEL_FORMAT_CHOICE = `Label format must be one of ${LABEL_FORMATS.join(", ")}.`;

/** A label format as the server checks it (a batch's recorded one, a branch's setting). */
export const labelFormatSchema = z.enum(LABEL_FORMATS, { message: LABEL_FORMAT_CHOICE });

/** GET /api/ship54/label-formats?branch=: the branch's format (an administrator names the company). */
export const labelFormatQuerySchema = z.object({ branch: branchIdSchema, companyId: z.string().max(64).optional() });

/** PUT /api/ship54/label-formats: a branch's format (Ship54 admins). */
export const labelFormatBodySchema = z.object({
  branch: branchIdSchema,
  format: labelFormatSchema,
});
