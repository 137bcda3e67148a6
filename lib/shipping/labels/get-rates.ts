import type { Db } from "@/db/client";
import type { RatesRequest } from "./schemas";
import { rateCarrierAccounts } from "../shippo/carrier-accounts";
import { createShippoClient, getCompanyShippoToken } from "../shippo/shippo-client";
import { perPackageRates } from "./per-package-rates";
import { carriesMultiPiece } from "./multi-piece";
import { quoteShipment, type QuoteExtras } from "./quote-shipment";
import { rateExtras, type KnownInvoiceFacts } from "./rate-extras";
import { toRateView } from "./rate-view";
import { ratesByRules, type QuotedRates, type RuleRateChoice } from "./rates-by-rules";

export type { RateView } from "./rate-view";
export type { RuleRateChoice } from "./rates-by-rules";

export type RatesAnswer = QuotedRates & {
  /** The rate the company's shipping rules chose, the rule and why (CLARIFICATIONS 59); null when none decided. */
  rule: RuleRateChoice | null;
};

/**
 * Rates for the whole shipment, cheapest first (spec 2 section 7: three carrier accounts). One package: one Shippo
 * shipment. Several: one multi-piece shipment of every parcel for the carriers that label it as one (UPS, FedEx),
 * and for the others (USPS) a shipment per package whose rates are added up per service. Every rate says how many
 * packages its amount covers. An invoice's rates carry its extras (`rate-extras.ts`: the chosen ship-to, residential,
 * insurance, the customer's account); billed to the customer's account, only that carrier is asked. An invoice's
 * rates (the request names its order) are also read by the company's shipping rules, which may choose one
 * (`rates-by-rules.ts`), with what the desk knows of residential when the order does not say. `known`: the
 * customer's facts and sales total as the caller read them (a batch's review), in place of the desk's.
 */
export async function getRates(
  db: Db,
  companyId: string,
  asked: RatesRequest,
  known?: KnownInvoiceFacts,
): Promise<RatesAnswer> {
  const token = await getCompanyShippoToken(db, companyId);
  const shippo = createShippoClient(token);
  const [all, { addressTo, messages: said, ...extras }] = await Promise.all([
    rateCarrierAccounts(shippo, token),
    rateExtras(db, companyId, asked, known),
  ]);
  const req = { ...asked, addressTo };
  const accounts = extras.billing ? all.filter((a) => a.carrier === extras.billing?.carrier) : all;

  async function quote(ruleExtras: QuoteExtras | null): Promise<QuotedRates> {
    const { parcels } = req;
    if (parcels.length === 1) {
      const carrierAccounts = accounts.map((a) => a.id);
      const one = await quoteShipment(db, shippo, { companyId, req, parcels, carrierAccounts, extras, ruleExtras });
      return {
        shipmentId: one.shipmentId,
        rates: one.rates.map((r) => toRateView(r)),
        messages: [...said, ...one.messages],
      };
    }
    const pieces = accounts.filter((a) => carriesMultiPiece(a.carrier)).map((a) => a.id);
    const single = accounts.filter((a) => !carriesMultiPiece(a.carrier)).map((a) => a.id);
    const [whole, each] = await Promise.all([
      pieces.length
        ? quoteShipment(db, shippo, { companyId, req, parcels, carrierAccounts: pieces, extras, ruleExtras })
        : null,
      single.length
        ? perPackageRates(db, shippo, { companyId, req, carrierAccounts: single, extras, ruleExtras })
        : null,
    ]);
    const rates = [...(whole?.rates.map((r) => toRateView(r, parcels.length)) ?? []), ...(each?.rates ?? [])];
    return {
      shipmentId: whole?.shipmentId ?? each?.shipmentId ?? "",
      rates: rates.sort((a, b) => Number(a.amount) - Number(b.amount)),
      messages: [...said, ...(whole?.messages ?? []), ...(each?.messages ?? [])],
    };
  }

  if (!req.order) return { ...(await quote(null)), rule: null };
  const order = { ...req.order, residential: req.order.residential ?? extras.residential };
  return ratesByRules(db, { companyId, req, order, quote });
}
