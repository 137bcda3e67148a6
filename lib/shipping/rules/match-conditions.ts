// Whether a rule's conditions hold for an order (CLARIFICATIONS 59, 60). Pure: the desk, a batch, the freight post
// and the bench run the same code. A rule's lists are read once into sets (kept beside the rule's conditions), and
// an order's facts once per evaluation, so 100 rules of long lists are a few hundred lookups (bench/rules.bench.ts).
import { isCarrierService } from "../desk/requested-rate";
import type { FreightConditions, FreightContext, OrderContext, RuleConditions } from "./schemas";

/** A rule's conditions as they are matched: each list a set (null: not given), ship vias split by their `*`. */
type Compiled = {
  branches: Set<string> | null;
  customerIds: Set<string> | null;
  shipVias: { exact: Set<string>; prefixes: string[] } | null;
  states: Set<string> | null;
};

const compiledOf = new WeakMap<RuleConditions, Compiled>();
const setOf = (list: readonly string[]) => (list.length ? new Set(list.map((v) => v.trim().toUpperCase())) : null);

function compile(c: RuleConditions): Compiled {
  let found = compiledOf.get(c);
  if (!found) {
    const vias = c.shipVias.map((v) => v.trim().toUpperCase());
    found = {
      branches: setOf(c.branches),
      customerIds: setOf(c.customerIds),
      // `X*` starts with X; a bare `*` (refused on save) never reads as "every ship via".
      shipVias: vias.length
        ? {
            exact: new Set(vias.filter((v) => !v.endsWith("*"))),
            prefixes: vias.filter((v) => v.length > 1 && v.endsWith("*")).map((v) => v.slice(0, -1)),
          }
        : null,
      states: setOf(c.states),
    };
    compiledOf.set(c, found);
  }
  return found;
}

/** An order's facts as the rules compare them: trimmed and upper-cased once, for every rule. */
export type PreparedOrder = OrderContext & {
  keys: { branch?: string; customerId?: string; shipVia?: string; state?: string };
};

export function prepareOrder<C extends OrderContext>(ctx: C): C & PreparedOrder {
  const key = (v: string | null) => v?.trim().toUpperCase() || undefined;
  return {
    ...ctx,
    keys: {
      branch: key(ctx.branch),
      customerId: key(ctx.customerId),
      shipVia: key(ctx.shipVia),
      state: key(ctx.state),
    },
  };
}

/** A listed condition holds when nothing is listed, or the order's value (known) is listed. */
const listed = (set: Set<string> | null, value: string | undefined) =>
  set === null || (value !== undefined && set.has(value));

/** A range condition holds when it names no bound, or the value (known) is within the bounds it names, inclusive. */
const within = (value: number | null, from: number | null, to: number | null) =>
  (from === null && to === null) ||
  (value !== null && (from === null || value >= from) && (to === null || value <= to));

/** A yes/no condition holds when it says neither, or the fact is known and the same. */
const same = (wanted: boolean | null, fact: boolean | null) => wanted === null || fact === wanted;

function viaListed(vias: Compiled["shipVias"], value: string | undefined): boolean {
  if (vias === null) return true;
  if (value === undefined) return false;
  return vias.exact.has(value) || vias.prefixes.some((p) => value.startsWith(p));
}

/** Every condition the rule gives holds for the (prepared) order; one it does not give holds for every order. */
export function preparedMatch(c: RuleConditions, o: PreparedOrder): boolean {
  const k = compile(c);
  return (
    listed(k.branches, o.keys.branch) &&
    listed(k.customerIds, o.keys.customerId) &&
    viaListed(k.shipVias, o.keys.shipVia) &&
    listed(k.states, o.keys.state) &&
    within(o.weight, c.weightFrom, c.weightTo) &&
    same(c.residential, o.residential) &&
    within(o.orderTotal, c.orderTotalFrom, c.orderTotalTo)
  );
}

/** Every condition the rule gives holds for the order. */
export function conditionsMatch(c: RuleConditions, ctx: OrderContext): boolean {
  return preparedMatch(c, prepareOrder(ctx));
}

/** A freight rule's conditions: the shared ones, then the label's carrier and service and who it was billed to. */
export function freightConditionsMatch(c: FreightConditions, ctx: FreightContext & Partial<PreparedOrder>): boolean {
  const o = ctx.keys ? (ctx as FreightContext & PreparedOrder) : prepareOrder(ctx);
  return (
    preparedMatch(c, o) &&
    (c.carrier === null || (o.label !== null && isCarrierService(c.carrier, c.service, o.label))) &&
    same(c.billedToCustomer, o.billedToCustomer)
  );
}
