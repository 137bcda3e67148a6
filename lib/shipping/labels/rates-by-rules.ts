import type { Db } from "@/db/client";
import { matchingRules, rateForAction } from "../rules/choose-rate";
import { shippingRulesOf } from "../rules/list-rules";
import { shippingReason } from "../rules/rule-text";
import type { OrderContext, OrderFacts, ShippingExtras } from "../rules/schemas";
import type { QuoteExtras } from "./quote-shipment";
import type { RateView } from "./rate-view";
import type { RatesRequest } from "./schemas";

/** A shipment's rates as Shippo quoted them (cheapest first) and what Shippo said of them. */
export type QuotedRates = { shipmentId: string; rates: RateView[]; messages: string[] };

/** The rate a shipping rule chose, the rule by name, why in one line, and what goes with the label. */
export type RuleRateChoice = { rateId: string; name: string; reason: string; extras: ShippingExtras };

/** An invoice's order as a rule reads it: the facts the desk sent, the ship-to's state and every package's weight. */
export function orderContextOf(req: RatesRequest, order: OrderFacts): OrderContext {
  return {
    branch: order.branch ?? null,
    customerId: order.customerId ?? null,
    shipVia: order.shipVia ?? null,
    state: req.addressTo.state,
    weight: req.parcels.reduce((sum, p) => sum + p.weight, 0),
    residential: order.residential ?? null,
    orderTotal: order.orderTotal ?? null,
  };
}

/** A rule's signature and insurance as the shipment carries them; insurance is for the order's total, when known. */
function quoteExtrasOf(e: ShippingExtras, ctx: OrderContext): QuoteExtras | null {
  const insuranceAmount = e.insurance && ctx.orderTotal && ctx.orderTotal > 0 ? ctx.orderTotal : null;
  return e.signature || insuranceAmount ? { signature: e.signature, insuranceAmount } : null;
}

/**
 * The company's shipping rules over an invoice's rates (CLARIFICATIONS 59): the matching rules in order, each over
 * the rates quoted with its extras (one quote per set of extras: most rules have none, and share the one quote);
 * the first whose action finds a rate decides. None deciding, the rates without extras, and the requested service
 * stands (the desk chooses it).
 */
export async function ratesByRules(
  db: Db,
  p: {
    companyId: string;
    req: RatesRequest;
    order: OrderFacts;
    quote(extras: QuoteExtras | null): Promise<QuotedRates>;
  },
): Promise<QuotedRates & { rule: RuleRateChoice | null }> {
  const ctx = orderContextOf(p.req, p.order);
  const quotes = new Map<string, Promise<QuotedRates>>();
  const quoted = (extras: QuoteExtras | null) => {
    const key = JSON.stringify(extras);
    if (!quotes.has(key)) quotes.set(key, p.quote(extras));
    return quotes.get(key)!;
  };
  for (const rule of matchingRules(await shippingRulesOf(db, p.companyId), ctx)) {
    const answer = await quoted(quoteExtrasOf(rule.extras, ctx));
    const rate = rateForAction(rule.action, answer.rates);
    if (rate)
      return {
        ...answer,
        rule: { rateId: rate.object_id, name: rule.name, reason: shippingReason(rule), extras: rule.extras },
      };
  }
  return { ...(await quoted(null)), rule: null };
}
