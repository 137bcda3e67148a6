import type { Shippo } from "shippo";
import type { Db } from "@/db/client";
import type { Company } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { callShippo } from "@/lib/shipping/shippo/shippo-errors";
import { shippoForCompany } from "@/lib/shipping/shippo/shippo-client";
import { patchShippoSettings } from "@/lib/shipping/settings/write-settings";
import { readStoredWebhook, recordWebhookError, toWebhookStatus, type WebhookStatus } from "./company-webhook-store";
import { webhookFailureText } from "./webhook-failure";
import { maskedWebhookUrl, newWebhookSecret, storeWebhookSecret, WEBHOOK_PATH, webhookUrl } from "./webhook-secret";

/** Is the stored webhook still there and active at Shippo? (CLARIFICATIONS 29: create verifies the stored id.) */
async function stillActive(shippo: Shippo, id: string | null | undefined): Promise<boolean> {
  if (!id) return false;
  try {
    return Boolean((await shippo.webhooks.getWebhook(id)).active);
  } catch {
    return false;
  }
}

/**
 * Other webhooks of ours on this Shippo account (an earlier token's, or a create that lost a race) point at
 * secrets that no longer work; delete them so Shippo stops calling dead URLs. Best effort.
 */
async function pruneStaleWebhooks(db: Db, shippo: Shippo, companyId: string, baseUrl: string) {
  const keep = (await readStoredWebhook(db, companyId))?.id;
  const ours = new URL(WEBHOOK_PATH, baseUrl).toString();
  const list = await shippo.webhooks.listWebhooks().catch(() => null);
  for (const wh of list?.results ?? []) {
    if (wh.objectId && wh.objectId !== keep && wh.url.startsWith(ours))
      await shippo.webhooks.deleteWebhook(wh.objectId).catch(() => undefined);
  }
}

/** Create the company's track_updated webhook, or keep the one Shippo still has. Failures are recorded as lastError. */
export async function createCompanyWebhook(
  db: Db,
  params: { company: Company; baseUrl: string },
): Promise<WebhookStatus> {
  const { company, baseUrl } = params;
  try {
    const shippo = await shippoForCompany(db, company.id);
    const stored = company.ship54Settings.shippo?.webhook;
    if (stored?.isActive && (await stillActive(shippo, stored.id))) return toWebhookStatus(stored);
    const secret = newWebhookSecret();
    const isTest = company.ship54Settings.shippo?.customerToken?.environment !== "live";
    const created = await callShippo(() =>
      shippo.webhooks.createWebhook({ event: "track_updated", url: webhookUrl(baseUrl, secret), active: true, isTest }),
    );
    if (!created.objectId)
      throw new ApiError({ code: "bad_gateway", message: "Shippo created a webhook without an id" });
    const webhook = {
      isActive: true,
      lastError: null,
      id: created.objectId,
      url: maskedWebhookUrl(baseUrl),
      createdAt: new Date().toISOString(),
    };
    await db.transaction(async (tx) => {
      await storeWebhookSecret(tx, company.id, secret);
      await patchShippoSettings(tx, company.id, { webhook });
    });
    await pruneStaleWebhooks(db, shippo, company.id, baseUrl);
    return toWebhookStatus(webhook);
  } catch (err) {
    await recordWebhookError(db, company.id, webhookFailureText(err));
    throw err;
  }
}
