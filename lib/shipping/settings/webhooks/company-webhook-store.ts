import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, type ShippoWebhook } from "@/db/schema";
import { patchShippoSettings } from "@/lib/shipping/settings/write-settings";

export type WebhookStatus = { isActive: boolean; lastError: string | null; createdAt: string | null } | null;

export function toWebhookStatus(webhook: ShippoWebhook | null | undefined): WebhookStatus {
  if (!webhook || (!webhook.isActive && !webhook.lastError)) return null;
  return { isActive: webhook.isActive, lastError: webhook.lastError ?? null, createdAt: webhook.createdAt ?? null };
}

export async function readStoredWebhook(db: Db, companyId: string): Promise<ShippoWebhook | null> {
  const row = await db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { ship54Settings: true },
  });
  return row?.ship54Settings.shippo?.webhook ?? null;
}

/** A failed create keeps what was there (an active webhook stays active) and adds the error. */
export async function recordWebhookError(db: Db, companyId: string, lastError: string) {
  const stored = await readStoredWebhook(db, companyId);
  await patchShippoSettings(db, companyId, { webhook: { ...(stored ?? { isActive: false }), lastError } });
}
