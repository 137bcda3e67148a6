import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shippoWebhookSecrets } from "@/db/schema";
import { encryptSecret } from "@/lib/crypto/secret-box";
import { patchShippoSettings } from "./write-settings";

type TokenFacts = {
  token: string;
  environment: "test" | "live";
  accountInfo: Record<string, unknown> | null;
  testResults?: Record<string, unknown> | null;
};

/**
 * Keep a token that Shippo accepted: encrypted at rest, the company connected and valid. A new token is a new
 * account, so the old webhook URL's secret is dropped (CLARIFICATIONS 46) and the webhook starts over.
 */
export async function storeShippoToken(db: Db, companyId: string, facts: TokenFacts) {
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx.delete(shippoWebhookSecrets).where(eq(shippoWebhookSecrets.companyId, companyId));
    await patchShippoSettings(
      tx,
      companyId,
      {
        connected: true,
        accountInfo: facts.accountInfo,
        customerToken: {
          encrypted: encryptSecret(facts.token),
          isValid: true,
          lastTested: now,
          testResults: facts.testResults ?? null,
          environment: facts.environment,
        },
        webhook: null,
      },
      true,
    );
  });
}

/** Spec 3 section 4: removing the token leaves the company not connected, environment test, no webhook secret. */
export async function removeShippoToken(db: Db, companyId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(shippoWebhookSecrets).where(eq(shippoWebhookSecrets.companyId, companyId));
    await patchShippoSettings(
      tx,
      companyId,
      {
        connected: false,
        accountInfo: null,
        customerToken: { environment: "test", isValid: false, lastTested: null },
        webhook: null,
      },
      false,
    );
  });
}
