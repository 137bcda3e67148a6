import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shippoWebhookSecrets } from "@/db/schema";
import { hashToken, randomToken } from "@/lib/crypto/random-token";

export const WEBHOOK_PATH = "/api/webhooks/shippo";

/** The URL Shippo calls for one company (CLARIFICATIONS 46); under Shippo's 200-character limit. */
export function webhookUrl(baseUrl: string, secret: string): string {
  return new URL(`${WEBHOOK_PATH}/${secret}`, baseUrl).toString();
}

/** What is stored and shown instead of the URL: the secret never leaves the request that made it. */
export function maskedWebhookUrl(baseUrl: string): string {
  return new URL(`${WEBHOOK_PATH}/…`, baseUrl).toString();
}

export function newWebhookSecret(): string {
  return randomToken(24);
}

/** Keep a company's secret, hashed, replacing the one before (its URL stops working). */
export async function storeWebhookSecret(db: Db, companyId: string, secret: string) {
  const row = { companyId, secretHash: hashToken(secret), createdAt: new Date() };
  await db
    .insert(shippoWebhookSecrets)
    .values(row)
    .onConflictDoUpdate({ target: shippoWebhookSecrets.companyId, set: row });
}

/** The company a webhook URL's secret belongs to, or null: nothing else about the request is trusted yet. */
export async function companyForWebhookSecret(db: Db, secret: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(secret)) return null;
  const row = await db.query.shippoWebhookSecrets.findFirst({
    where: eq(shippoWebhookSecrets.secretHash, hashToken(secret)),
    columns: { companyId: true },
  });
  return row?.companyId ?? null;
}

export async function dropWebhookSecret(db: Db, companyId: string) {
  await db.delete(shippoWebhookSecrets).where(eq(shippoWebhookSecrets.companyId, companyId));
}
