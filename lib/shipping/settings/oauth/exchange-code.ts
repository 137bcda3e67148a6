import "server-only";
import { z } from "zod";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

const tokenAnswerSchema = z.object({
  access_token: z.string().min(8).max(500),
  token_type: z.string().max(32).optional(),
  scope: z.string().max(64).optional(),
});

export const OAUTH_TIMEOUT_MS = 15_000;

/** Shippo's authorize page for this portal (the Shippo contract, sim/shippo/README.md), back to our callback with the state. */
export function authorizeUrl(params: { clientId: string; state: string; redirectUri: string }): string {
  const url = new URL("/oauth/authorize", getEnv().SHIPPO_OAUTH_URL);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: params.clientId,
    scope: "*",
    state: params.state,
    redirect_uri: params.redirectUri,
  }).toString();
  return url.toString();
}

/** The code-for-token exchange; null when Shippo refuses or cannot be reached (the callback says token_exchange_failed). */
export async function exchangeCode(code: string): Promise<string | null> {
  const env = getEnv();
  try {
    const res = await fetch(new URL("/oauth/access_token", env.SHIPPO_OAUTH_URL), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        client_id: env.SHIPPO_OAUTH_CLIENT_ID,
        client_secret: env.SHIPPO_OAUTH_CLIENT_SECRET,
        code,
        grant_type: "authorization_code",
      }),
      signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
    });
    if (!res.ok) {
      logger.warn({ status: res.status }, "shippo oauth token exchange refused");
      return null;
    }
    const answer = tokenAnswerSchema.safeParse(await res.json());
    return answer.success ? answer.data.access_token : null;
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, "shippo oauth token exchange failed");
    return null;
  }
}
