// Needs Attention's inputs. No server imports: the screens read them too.
import { z } from "zod";
import { branchIdSchema } from "../desk/schemas";

/** GET /api/shipments/attention: one branch's rows (the Shipment Dashboard), and the company an administrator names. */
export const attentionQuerySchema = z.object({
  branch: branchIdSchema.optional(),
  companyId: z.string().trim().max(64).optional(),
});
