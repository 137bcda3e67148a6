// Whether a rule's conditions hold for an order (CLARIFICATIONS 59, 60). Pure: the desk, a batch, the freight post
// and the bench run the same code.
import { isCarrierService } from "../desk/requested-rate";
import { matchingValue } from "../desk/value-pattern";
import type { FreightConditions, FreightContext, OrderContext, RuleConditions } from "./schemas";

/** A listed condition holds when nothing is listed, or the order's value (known) is listed. */
const listed = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value.toUpperCase()));

/** A range condition holds when it names no bound, or the value (known) is within the bounds it names, inclusive. */
const within = (value: number | null, from: number | null, to: number | null) =>
  (from === null && to === null) ||
  (value !== null && (from === null || value >= from) && (to === null || value <= to));

/** A yes/no condition holds when it says neither, or the fact is known and the same. */
const same = (wanted: boolean | null, fact: boolean | null) => wanted === null || fact === wanted;

/** Every condition the rule gives holds for the order; one it does not give holds for every order. */
export function conditionsMatch(c: RuleConditions, ctx: OrderContext): boolean {
  return (
    listed(c.branches, ctx.branch) &&
    listed(c.customerIds, ctx.customerId) &&
    (c.shipVias.length === 0 || matchingValue(ctx.shipVia, c.shipVias) !== null) &&
    listed(c.states, ctx.state) &&
    within(ctx.weight, c.weightFrom, c.weightTo) &&
    same(c.residential, ctx.residential) &&
    within(ctx.orderTotal, c.orderTotalFrom, c.orderTotalTo)
  );
}

/** A freight rule's conditions: the shared ones, then the label's carrier and service and who it was billed to. */
export function freightConditionsMatch(c: FreightConditions, ctx: FreightContext): boolean {
  return (
    conditionsMatch(c, ctx) &&
    (c.carrier === null || (ctx.label !== null && isCarrierService(c.carrier, c.service, ctx.label))) &&
    same(c.billedToCustomer, ctx.billedToCustomer)
  );
}
