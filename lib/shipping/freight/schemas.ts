import { z } from "zod";
import { invoiceNumberSchema, packageNumberSchema } from "../desk/schemas";
import { filedropRefusal, fitsFiledrop, type FiledropTextField } from "./filedrop-values";

/** A value a StarShip file drop may carry (CLARIFICATIONS 52): a control character is refused as sent, then it is trimmed. */
const filedropValue = (field: FiledropTextField) => z.string().refine(fitsFiledrop, filedropRefusal(field)).trim();

/** POST /api/postFreight (spec 2 section 7); the method is the screen's Freight Posting Method. */
export const postFreightSchema = z.object({
  invoiceNumber: filedropValue("invoiceNumber").pipe(invoiceNumberSchema),
  trackingNumber: filedropValue("trackingNumber").max(40).min(1, "A tracking number is required"),
  totalFreight: z.coerce.number().min(0).max(100_000).optional(),
  shipVia: filedropValue("shipVia").max(60).optional(),
  weight: z.coerce.number().positive().max(150),
  actualWeight: z.coerce.number().positive().max(150).optional(),
  method: z.enum(["filedrop", "lineitem"]).optional(),
  packageNumber: packageNumberSchema,
});
