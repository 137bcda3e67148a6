import { createHash } from "node:crypto";
import type { Shippo } from "shippo";
import { callShippo } from "./shippo-errors";

/** Spec 2 section 7: rates are asked of three carrier accounts. */
export const RATE_CARRIERS = ["usps", "ups", "fedex"] as const;
const TTL_MS = 10 * 60_000;
export type RateCarrierAccount = { carrier: (typeof RATE_CARRIERS)[number]; id: string };
const cache = new Map<string, { accounts: RateCarrierAccount[]; expires: number }>();

/**
 * The account's USPS, UPS and FedEx carrier accounts (id and carrier). Kept for ten minutes per token (by its hash),
 * so a rate request costs Shippo one call, not two; a token's accounts rarely change.
 */
export async function rateCarrierAccounts(shippo: Shippo, token: string): Promise<RateCarrierAccount[]> {
  const key = createHash("sha256").update(token).digest("hex");
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.accounts;
  const list = await callShippo(() => shippo.carrierAccounts.list({ results: 100 }));
  const accounts = RATE_CARRIERS.flatMap((carrier) => {
    const account = list.results?.find((a) => a.carrier === carrier && a.active !== false);
    return account?.objectId ? [{ carrier, id: account.objectId }] : [];
  });
  cache.set(key, { accounts, expires: Date.now() + TTL_MS });
  return accounts;
}
