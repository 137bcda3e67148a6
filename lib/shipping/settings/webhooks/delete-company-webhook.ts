import type { Db } from "@/db/client";
import type { Company } from "@/db/schema";
import { isShippoNotFound, toShippoApiError } from "@/lib/shipping/shippo/shippo-errors";
import { shippoForCompany } from "@/lib/shipping/shippo/shippo-client";
import { patchShippoSettings } from "@/lib/shipping/settings/write-settings";
import { dropWebhookSecret } from "./webhook-secret";

/**
 * Delete the company's webhook at Shippo (already gone is fine) and its secret, so the old URL is refused
 * (CLARIFICATIONS 46). The status is None afterwards.
 */
export async function deleteCompanyWebhook(db: Db, company: Company) {
  const id = company.ship54Settings.shippo?.webhook?.id;
  if (id) {
    const shippo = await shippoForCompany(db, company.id);
    try {
      await shippo.webhooks.deleteWebhook(id);
    } catch (err) {
      if (!isShippoNotFound(err)) throw toShippoApiError(err);
    }
  }
  await db.transaction(async (tx) => {
    await dropWebhookSecret(tx, company.id);
    await patchShippoSettings(tx, company.id, { webhook: null });
  });
}
