import { createHash } from "node:crypto";
import type { Shippo } from "shippo";
import { callShippo } from "./shippo-errors";

/** Spec 2 section 7: rates are asked of three carrier accounts. */
export const RATE_CARRIERS = ["usps", "ups", "fedex"] as const;
const TTL_MS = 10 * 60_000;
const cache = new Map<string, { ids: string[]; expires: number }>();

/**
 * The account's USPS, UPS and FedEx carrier account ids. Kept for ten minutes per token (by its hash), so a rate
 * request costs Shippo one call, not two; a token's accounts rarely change.
 */
export async function rateCarrierAccounts(shippo: Shippo, token: string): Promise<string[]> {
  const key = createHash("sha256").update(token).digest("hex");
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.ids;
  const list = await callShippo(() => shippo.carrierAccounts.list({ results: 100 }));
  const ids = RATE_CARRIERS.flatMap((carrier) => {
    const account = list.results?.find((a) => a.carrier === carrier && a.active !== false);
    return account?.objectId ? [account.objectId] : [];
  });
  cache.set(key, { ids, expires: Date.now() + TTL_MS });
  return ids;
}
