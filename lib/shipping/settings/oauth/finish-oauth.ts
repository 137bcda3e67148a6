import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { logger } from "@/lib/logger";
import { retireWebhook } from "@/lib/shipping/settings/webhooks/retire-webhook";
import { storeShippoToken } from "../store-shippo-token";
import { exchangeCode } from "./exchange-code";
import { consumeOauthState } from "./oauth-state";

const MAX_PARAM = 512;
const ERROR_CODE = /^[a-z_]{1,64}$/;

type Outcome = { success: "connected"; companyId?: string } | { error: string };

/**
 * The callback's checks in the order a person can act on (CLARIFICATIONS 28): Shippo's own error, the signed-in
 * user, the parameters, the state (single use, this user and browser, ten minutes), then the exchange.
 */
export async function finishOauth(
  db: Db,
  p: {
    userId: string | null;
    code: string | null;
    state: string | null;
    error: string | null;
    nonce: string | undefined;
  },
): Promise<Outcome> {
  if (p.error) return { error: ERROR_CODE.test(p.error) ? p.error : "callback_failed" };
  if (!p.userId) return { error: "user_not_found" };
  if (!p.code || !p.state || p.code.length > MAX_PARAM || p.state.length > MAX_PARAM)
    return { error: "missing_parameters" };
  const claimed = await consumeOauthState(db, { state: p.state, nonce: p.nonce, userId: p.userId });
  if (!claimed) {
    logger.warn({ userId: p.userId }, "shippo oauth state refused (unknown, used, expired or another browser's)");
    return { error: "invalid_state" };
  }
  const token = await exchangeCode(p.code);
  if (!token) return { error: "token_exchange_failed" };
  const company = await db.query.companies.findFirst({ where: eq(companies.id, claimed.companyId) });
  if (company) await retireWebhook(db, company);
  // OAuth tokens work in Shippo's test mode until the merchant's account goes live; Test connection tells.
  await storeShippoToken(db, claimed.companyId, { token, environment: "test", accountInfo: { via: "oauth" } });
  return { success: "connected" };
}
