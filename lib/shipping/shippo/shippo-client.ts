import "server-only";
import { eq } from "drizzle-orm";
import { Shippo } from "shippo";
import { HTTPClient } from "shippo/lib/http";
import type { Db } from "@/db/client";
import { companies, type EncryptedSecret, type Ship54Settings } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { fetchWithin } from "./fetch-within";
import { SHIPPO_MESSAGES } from "./shippo-errors";

/** The only version Shippo has; sent on every call but the webhook ones (the SDK leaves it off those). */
export const SHIPPO_API_VERSION = "2018-02-08";

/**
 * The Authorization header for a stored token: API tokens (`shippo_test_…`, `shippo_live_…`) go as
 * `ShippoToken …`, platform OAuth tokens (`oauth.…`) as `Bearer …` (the Shippo contract, sim/shippo/README.md).
 */
export function shippoAuthorization(token: string): string {
  if (token.startsWith("shippo_")) return `ShippoToken ${token}`;
  if (token.startsWith("oauth.")) return `Bearer ${token}`;
  return token;
}

/**
 * The `shippo` SDK on one token, at SHIPPO_API_URL (the stand-in in dev and tests). No retries: a retried
 * POST /transactions could buy a second label; the exactly-once ledger decides what may be tried again. Each call
 * gives up after `timeoutMs` (SHIPPO_TIMEOUT_MS unless a caller bounds its calls closer), enforced by our own fetch
 * (`fetch-within.ts`): the SDK's own time-out can be lost.
 */
export function createShippoClient(token: string, timeoutMs = getEnv().SHIPPO_TIMEOUT_MS): Shippo {
  return new Shippo({
    apiKeyHeader: shippoAuthorization(token),
    serverURL: getEnv().SHIPPO_API_URL,
    shippoApiVersion: SHIPPO_API_VERSION,
    retryConfig: { strategy: "none" },
    timeoutMs,
    httpClient: new HTTPClient({ fetcher: fetchWithin(timeoutMs) }),
  });
}

/** The company's own Shippo token, decrypted here on the server; it never leaves it. */
export async function getCompanyShippoToken(db: Db, companyId: string): Promise<string> {
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { ship54Settings: true },
  });
  return decryptShippoToken(companyId, storedShippoToken(company?.ship54Settings));
}

/** The stored token's box, as the settings read hold it; 422 when the company has none. */
export function storedShippoToken(settings: Ship54Settings | undefined): EncryptedSecret {
  const box = settings?.shippo?.customerToken?.encrypted;
  if (!box) throw new ApiError({ code: "unprocessable", message: SHIPPO_MESSAGES.noToken });
  return box;
}

export function decryptShippoToken(companyId: string, box: EncryptedSecret): string {
  try {
    return decryptSecret(box);
  } catch (err) {
    logger.error({ companyId, err: String(err) }, "Shippo token does not decrypt (ENCRYPTION_KEY changed?)");
    throw new ApiError({ code: "unprocessable", message: SHIPPO_MESSAGES.undecryptable });
  }
}

/** The SDK on the company's token; `timeoutMs` bounds its calls closer than SHIPPO_TIMEOUT_MS. */
export async function shippoForCompany(db: Db, companyId: string, timeoutMs?: number): Promise<Shippo> {
  return createShippoClient(await getCompanyShippoToken(db, companyId), timeoutMs);
}
