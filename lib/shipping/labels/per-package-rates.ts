import type { Shippo } from "shippo";
import type { Db } from "@/db/client";
import type { LabelExtras } from "@/db/schema";
import type { RatesRequest } from "./schemas";
import { sumMoney } from "./multi-piece";
import { quoteShipment, type QuoteExtras } from "./quote-shipment";
import { toRateView, type RateView } from "./rate-view";

/**
 * A carrier without multi-piece shipments (USPS): each package is its own Shippo shipment and label. A service is
 * offered for the shipment only when every package has a rate for it; its amount is the sum, and it names each
 * package's rate (the one its label is bought with).
 */
export async function perPackageRates(
  db: Db,
  shippo: Shippo,
  params: {
    companyId: string;
    req: RatesRequest;
    carrierAccounts: string[];
    extras?: LabelExtras;
    ruleExtras?: QuoteExtras | null;
  },
): Promise<{ shipmentId: string; rates: RateView[]; messages: string[] }> {
  const { req, extras } = params;
  // Each package's shipment carries that package's own insurance.
  const own = (i: number): LabelExtras | undefined =>
    extras && { ...extras, insurance: extras.insurance ? [extras.insurance[i]] : null };
  const shipments = await Promise.all(
    req.parcels.map((parcel, i) => quoteShipment(db, shippo, { ...params, parcels: [parcel], extras: own(i) })),
  );
  const [first, ...others] = shipments;
  const rates = first.rates.flatMap((rate): RateView[] => {
    const sameService = (r: { provider: string; servicelevel: { token?: string | null } }) =>
      r.provider === rate.provider && r.servicelevel.token === rate.servicelevel.token;
    const theirs = others.map((s) => s.rates.find(sameService));
    if (theirs.some((r) => !r)) return [];
    const all = [rate, ...theirs.map((r) => r!)];
    const amount = sumMoney(all.map((r) => Number(r.amount))).toFixed(2);
    return [{ ...toRateView(rate, all.length), amount, packageRates: all.map((r) => r.objectId) }];
  });
  return {
    shipmentId: first.shipmentId,
    rates,
    messages: [...new Set(shipments.flatMap((s) => s.messages))],
  };
}
