import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";

export const NO_SHIPMENT_ACCESS = "Shipment Tracking is for companies that use Ship54.";

/**
 * CLARIFICATIONS top section: admins see every company's shipments (or the one they name); a user sees their own
 * company's, if that company owns the ship54 product. Null means every company.
 */
export async function shipmentScope(db: Db, claims: Claims, requested?: string | null): Promise<string | null> {
  if (claims.userType === "admin") {
    const wanted = requested?.trim();
    if (!wanted) return null;
    if (!z.uuid().safeParse(wanted).success)
      throw new ApiError({ code: "bad_request", message: "companyId must be a company id." });
    return wanted;
  }
  const own = claims.companyId?._id;
  const company = own
    ? await db.query.companies.findFirst({ where: eq(companies.id, own), columns: { products: true } })
    : null;
  if (!company?.products.includes("ship54")) throw new ApiError({ code: "forbidden", message: NO_SHIPMENT_ACCESS });
  return own!;
}
