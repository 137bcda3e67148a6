import { z } from "zod";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { requireProduct } from "@/lib/products/require-product";

export const NO_SHIPMENT_ACCESS = "Shipment Tracking is for companies that use Ship54.";

/**
 * CLARIFICATIONS top section: admins see every company's shipments (or the one they name); a user sees their own
 * company's, if they may use Ship54 (their company has it and they own it). Null means every company.
 */
export async function shipmentScope(db: Db, claims: Claims, requested?: string | null): Promise<string | null> {
  if (claims.userType === "admin") {
    const wanted = requested?.trim();
    if (!wanted) return null;
    if (!z.uuid().safeParse(wanted).success)
      throw new ApiError({ code: "bad_request", message: "companyId must be a company id." });
    return wanted;
  }
  // The one rule of who uses Ship54 (issue 37 item 11): the user's company has it and the user owns it.
  await requireProduct(db, claims, "ship54");
  const own = claims.companyId?._id;
  if (!own) throw new ApiError({ code: "forbidden", message: NO_SHIPMENT_ACCESS });
  return own;
}
