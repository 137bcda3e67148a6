import type { Db } from "@/db/client";
import type { Company } from "@/db/schema";
import { logger } from "@/lib/logger";
import { deleteCompanyWebhook } from "./delete-company-webhook";

/**
 * Before a token is replaced or removed, delete its webhook at Shippo with that token (the new token may be
 * another account that cannot). Best effort: the old URL's secret is dropped with the token in any case.
 */
export async function retireWebhook(db: Db, company: Company) {
  if (!company.ship54Settings.shippo?.webhook?.id) return;
  await deleteCompanyWebhook(db, company).catch((err: unknown) => {
    logger.warn(
      { companyId: company.id, err: err instanceof Error ? err.message : String(err) },
      "could not delete the old Shippo webhook",
    );
  });
}
