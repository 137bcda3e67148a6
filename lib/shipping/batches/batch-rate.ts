// A Shippo rate as a batch's rules read it and as its review shows it. Pure.
import type { RateView } from "../labels/rate-view";
import type { BatchRate } from "./schemas";

/** What the rules compare: the amount as a number. */
export const asRuleRate = (r: RateView) => ({ ...r, amount: Number(r.amount) });

/** The rate picked, as the review's row shows it and Ship Batch sends it back (its quote). */
export function toBatchRate(r: RateView): BatchRate {
  return {
    quoteId: r.object_id,
    carrier: r.provider,
    service: r.serviceLevelName,
    amount: Number(r.amount),
    currency: r.currency,
    estimatedDays: r.estimatedDays,
  };
}
