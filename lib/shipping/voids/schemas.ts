import { z } from "zod";

/** POST /api/shipments/{shipmentId}/void: an administrator names the shipment's company; a user acts for their own. */
export const voidLabelSchema = z.object({ companyId: z.uuid("companyId must be a company id.").optional() }).strict();
