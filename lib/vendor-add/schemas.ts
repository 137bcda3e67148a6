import { z } from "zod";
import { vendorCreateSchema } from "@/lib/erp/schemas/vendor";
import { idempotencyKeySchema } from "@/lib/erp-writes/intent-key";

/** POST /api/vendor-add: one vendor (spec 2's entity, every field bounded; nothing else) and the form's key. */
export const createVendorBodySchema = z
  .object({ idempotencyKey: idempotencyKeySchema, vendor: vendorCreateSchema.strict() })
  .strict()
  .refine((b) => b.vendor.isPayTo === true || b.vendor.isShipFrom === true, {
    message: "A vendor must be a pay-to or a ship-from",
    path: ["vendor", "isPayTo"],
  });
export type CreateVendorBody = z.infer<typeof createVendorBodySchema>;
