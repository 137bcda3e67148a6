// Which rate a company's shipping rules buy for an order (CLARIFICATIONS 59). Pure: the desk's Get Rates, a batch's
// "Shipping rules" and the bench run this code.
import { isCarrierService } from "../desk/requested-rate";
import { prepareOrder, preparedMatch } from "./match-conditions";
import { shippingReason } from "./rule-text";
import type { OrderContext, ShippingAction, ShippingRuleInput } from "./schemas";

export type ShippingRule = ShippingRuleInput & { id: string };

/** What an action reads of a rate: its carrier and service, its amount and its estimated (business) days. */
export type RuleRate = {
  provider: string;
  serviceLevelName: string;
  serviceLevelToken?: string | null;
  amount: number | string;
  estimatedDays: number | null;
};

export type RuleChoice<R> = { rate: R; rule: ShippingRule; reason: string };

const amountOf = (r: RuleRate) => Number(r.amount);
const daysOf = (r: RuleRate) => r.estimatedDays ?? Infinity;

/** The best of the rates by `better` (negative: the first is better); equals keep the order they came in. */
function best<R>(rates: readonly R[], better: (a: R, b: R) => number): R | null {
  let found: R | null = null;
  for (const r of rates) if (found === null || better(r, found) < 0) found = r;
  return found;
}

/** Cheapest first; among equal amounts the faster, then the order given (Shippo's). */
const cheaper = (a: RuleRate, b: RuleRate) => amountOf(a) - amountOf(b) || daysOf(a) - daysOf(b);
/** Fastest first; among equal days the cheaper, then the order given. */
const faster = (a: RuleRate, b: RuleRate) => daysOf(a) - daysOf(b) || amountOf(a) - amountOf(b);

/**
 * The rate an action picks among the rates, or null when none fits. A rate without an estimate never arrives
 * "within N days" and is never the fastest; "under $X" is strictly under.
 */
export function rateForAction<R extends RuleRate>(action: ShippingAction, rates: readonly R[]): R | null {
  switch (action.kind) {
    case "service":
      return rates.find((r) => isCarrierService(action.carrier, action.service, r)) ?? null;
    case "cheapest":
      return best(rates, cheaper);
    case "cheapestWithin":
      return best(
        rates.filter((r) => r.estimatedDays !== null && r.estimatedDays <= action.days),
        cheaper,
      );
    case "fastestUnder":
      return best(
        rates.filter((r) => r.estimatedDays !== null && amountOf(r) < action.amount),
        faster,
      );
  }
}

/** The rules whose conditions all hold for the order, in the company's order. */
export function matchingRules<T extends Pick<ShippingRule, "conditions">>(rules: readonly T[], ctx: OrderContext): T[] {
  const order = prepareOrder(ctx);
  return rules.filter((r) => preparedMatch(r.conditions, order));
}

/**
 * The first matching rule whose action finds a rate decides (a rule whose action finds none passes to the next
 * matching one); null when no rule decides, and the requested service stands, as without rules.
 */
export function chooseByRules<R extends RuleRate>(
  rules: readonly ShippingRule[],
  ctx: OrderContext,
  rates: readonly R[],
): RuleChoice<R> | null {
  const order = prepareOrder(ctx);
  for (const rule of rules) {
    if (!preparedMatch(rule.conditions, order)) continue;
    const rate = rateForAction(rule.action, rates);
    if (rate) return { rate, rule, reason: shippingReason(rule) };
  }
  return null;
}
