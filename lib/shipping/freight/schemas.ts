import { z } from "zod";
import { invoiceNumberSchema, packageNumberSchema } from "../desk/schemas";
import { MAX_PACKAGES } from "../labels/package-limits";
import { filedropRefusal, fitsFiledrop, type FiledropTextField } from "./filedrop-values";

/** A value a StarShip file drop may carry (CLARIFICATIONS 52): a control character is refused as sent, then it is trimmed. */
const filedropValue = (field: FiledropTextField) => z.string().refine(fitsFiledrop, filedropRefusal(field)).trim();

const trackingNumberSchema = filedropValue("trackingNumber").max(40).min(1, "A tracking number is required");

/**
 * POST /api/postFreight (spec 2 section 7); the method is the screen's Freight Posting Method. A shipment of several
 * packages names every package's tracking number in `trackingNumbers` (the first is `trackingNumber`): its freight,
 * the total of their labels, is posted once.
 */
export const postFreightSchema = z
  .object({
    invoiceNumber: filedropValue("invoiceNumber").pipe(invoiceNumberSchema),
    trackingNumber: trackingNumberSchema,
    trackingNumbers: z
      .array(trackingNumberSchema)
      .min(1)
      .max(MAX_PACKAGES)
      .refine((all) => new Set(all).size === all.length, "Each package's tracking number is named once")
      .optional(),
    totalFreight: z.coerce.number().min(0).max(100_000).optional(),
    shipVia: filedropValue("shipVia").max(60).optional(),
    weight: z.coerce.number().positive().max(150),
    actualWeight: z.coerce.number().positive().max(150).optional(),
    /** Several packages: each package's own scale reading (else its weight), in the order of `trackingNumbers`. */
    actualWeights: z.array(z.coerce.number().positive().max(150)).min(1).max(MAX_PACKAGES).optional(),
    method: z.enum(["filedrop", "lineitem"]).optional(),
    packageNumber: packageNumberSchema,
  })
  .refine((b) => !b.trackingNumbers || b.trackingNumbers[0] === b.trackingNumber, {
    path: ["trackingNumbers"],
    message: "The first of trackingNumbers is trackingNumber",
  })
  .refine((b) => !b.actualWeights || b.actualWeights.length === (b.trackingNumbers?.length ?? 1), {
    path: ["actualWeights"],
    message: "Each package's actual weight is named once, in the order of its tracking number",
  });
