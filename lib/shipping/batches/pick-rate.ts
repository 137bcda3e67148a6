// The batch's rules (issue 27 point 4): which of an invoice's rates a batch buys. Pure, so the rules are unit-tested.
import type { BatchRuleInput } from "./schemas";
import { carrierOf, requestedRate, type RateService } from "../desk/requested-rate";
import { carrierName } from "../tracking/carrier-links";

/** What the rules read of a rate: Shippo's provider, its amount and its estimated days. */
export type RuleRate = { provider: string; amount: number; estimatedDays: number | null };

export type Picked<R> = { rate: R | null; reason?: string };

/** Cheapest first; among equal amounts the faster one, then the order Shippo gave. */
const byAmountThenDays = <R extends RuleRate>(a: R, b: R) =>
  a.amount - b.amount || (a.estimatedDays ?? Infinity) - (b.estimatedDays ?? Infinity);

const fmt = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/**
 * Cheapest: the cheapest rate of the carrier the order's ship via names (UPS GROUND → the cheapest UPS rate). A ship
 * via that names no carrier (OUR TRUCK, WILL CALL) takes the cheapest of all carriers, and the review says so; a
 * carrier named but not quoting the package leaves the invoice out rather than send it with another carrier.
 * Fastest within N days: the fewest estimated days among the rates at most N days out, the cheapest of equals; a
 * rate with no estimate never counts as within.
 */
export function pickRate<R extends RuleRate>(
  rule: Exclude<BatchRuleInput, { kind: "rules" }>,
  shipVia: string | null,
  rates: readonly R[],
): Picked<R> {
  if (rule.kind === "fastest") {
    const within = rates.filter((r) => r.estimatedDays !== null && r.estimatedDays <= rule.withinDays);
    const [best] = [...within].sort((a, b) => (a.estimatedDays ?? 0) - (b.estimatedDays ?? 0) || a.amount - b.amount);
    return best ? { rate: best } : { rate: null, reason: `No rate arrives within ${fmt(rule.withinDays)}.` };
  }
  const carrier = carrierOf(shipVia);
  if (!carrier) {
    const [best] = [...rates].sort(byAmountThenDays);
    return best
      ? { rate: best, reason: `The ship via names no carrier: the cheapest rate of any carrier.` }
      : { rate: null, reason: "No rate for this package." };
  }
  const [best] = rates.filter((r) => carrierOf(r.provider) === carrier).sort(byAmountThenDays);
  return best ? { rate: best } : { rate: null, reason: `No ${carrierName(carrier)} rate for this package.` };
}

/**
 * Shipping rules (CLARIFICATIONS 59): the rate the company's rules chose as the desk's Get Rates does
 * (`labels/rates-by-rules.ts`), said with the rule's reason; no rule deciding, the service the order asks for, as
 * the desk preselects it; neither, no rate.
 */
export function pickByRules<R extends RateService & { object_id: string }>(
  chose: { rateId: string; name: string; reason: string } | null,
  shipVia: string | null,
  rates: readonly R[],
): Picked<R> {
  const ruled = chose && rates.find((r) => r.object_id === chose.rateId);
  if (ruled) return { rate: ruled, reason: `Rule: ${chose.reason}` };
  const requested = requestedRate(shipVia, rates);
  if (requested) return { rate: requested, reason: "No shipping rule applies: the service the order asks for." };
  return {
    rate: null,
    reason: `No shipping rule applies, and no rate has the service the order asks for (${shipVia || "none"}).`,
  };
}
