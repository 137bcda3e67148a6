import { callShippo } from "@/lib/shipping/shippo/shippo-errors";
import { createShippoClient } from "@/lib/shipping/shippo/shippo-client";
import { tokenEnvironment } from "./token-format";

/**
 * Ask Shippo whether a token works: a cheap authenticated read (the carrier accounts). Shippo's refusal is a 422
 * `Shippo error 401`; an outage is a 502/504 (toShippoApiError).
 */
export async function checkShippoToken(token: string) {
  const shippo = createShippoClient(token);
  const list = await callShippo(() => shippo.carrierAccounts.list({ results: 100 }));
  const accounts = list.results ?? [];
  const environment: "test" | "live" = token.startsWith("oauth.")
    ? accounts.some((a) => a.test === false)
      ? "live"
      : "test"
    : tokenEnvironment(token);
  const accountInfo = {
    carrierAccounts: accounts.length,
    carriers: [...new Set(accounts.map((a) => a.carrier))].slice(0, 20),
  };
  return {
    environment,
    accountInfo,
    testResults: { ok: true, checkedAt: new Date().toISOString(), carrierAccounts: accounts.length },
  };
}
