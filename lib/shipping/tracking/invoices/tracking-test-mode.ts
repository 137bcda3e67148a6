import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import type { Claims } from "@/lib/auth/claims";

/** The caller's company's tracking test mode; a visitor who is not signed in (or an admin) has none. */
export async function trackingTestMode(db: Db, claims: Claims | null): Promise<boolean> {
  const companyId = claims?.companyId?._id;
  if (!companyId) return false;
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { ship54Settings: true },
  });
  return Boolean(company?.ship54Settings.shipping?.enableTrackingTestMode);
}
