import { z } from "zod";
import { branchIdSchema } from "../desk/schemas";
import { MAX_PARCEL_INCHES } from "../labels/package-limits";
import { MAX_BOX_EMPTY_LB, MAX_BOX_NAME } from "./box-limits";

const dimension = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .positive(`${label} must be more than 0 in`)
    .max(MAX_PARCEL_INCHES, `${label} is at most ${MAX_PARCEL_INCHES} in`);

/** One box as Ship54 Settings edits it: inches and pounds; an empty weight left blank is none. */
export const boxPresetSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter a box name")
    .max(MAX_BOX_NAME, `A box name has at most ${MAX_BOX_NAME} characters`),
  length: dimension("Length"),
  width: dimension("Width"),
  height: dimension("Height"),
  emptyWeight: z
    .union([z.literal(""), z.null(), z.coerce.number({ message: "Empty weight must be a number" })])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v))
    .refine((v) => v === null || v >= 0, "Empty weight cannot be negative")
    .refine((v) => v === null || v <= MAX_BOX_EMPTY_LB, `Empty weight is at most ${MAX_BOX_EMPTY_LB} lb`),
});
export type BoxPresetInput = z.infer<typeof boxPresetSchema>;

/** POST /api/ship54/box-presets: a new box of a branch. */
export const newBoxPresetSchema = boxPresetSchema.extend({ branch: branchIdSchema });

/** GET /api/ship54/box-presets: without a branch, only the branches that have boxes. */
export const branchQuerySchema = z.object({
  branch: branchIdSchema.optional(),
  companyId: z.string().max(64).optional(),
});

/** An ERP customer id (`10018`). */
export const customerIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, "Not a customer id");

export const deskBoxesQuerySchema = z.object({ branch: branchIdSchema, customer: customerIdSchema.optional() });

/** The box a label is bought with, sent beside it so the customer's next order opens with that box. */
export const labelBoxSchema = z.object({ presetId: z.uuid("Not a box preset id"), customerId: customerIdSchema });

export const presetIdSchema = z.uuid("Not a box preset id");
