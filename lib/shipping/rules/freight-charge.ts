// The freight a label posts (CLARIFICATIONS 60): the label's cost as a freight rule prices it. Pure, in whole cents,
// so every sum of the unit table is exact.
import { freightConditionsMatch, prepareOrder } from "./match-conditions";
import type { FreightContext, FreightPricing, FreightRuleInput } from "./schemas";
import { dollars, percentText } from "./rule-text";

/** What the freight of one posting is: the total, whether anything is posted, and the sum that explains it. */
export type FreightCharge = {
  /** Dollars, to the cent, never below zero; 0 when nothing is posted. */
  total: number;
  /** False: the rule posts no freight (`none`, or free at the order's total). */
  post: boolean;
  /** "UPS Ground $18.18 + 10% + $5.00 handling = $25.00"; null when no rule priced it (the label's cost as it is). */
  sum: string | null;
  /** The rule that priced it, by name; null when none did. */
  rule: string | null;
};

export type FreightRule = FreightRuleInput & { id: string };

/** Dollars as whole cents, half up (the half cent of 1.005 is up, though 1.005 * 100 is 100.4999...). */
export const toCents = (dollarsValue: number) => Math.max(0, Math.round(Number((dollarsValue * 100).toFixed(6))));
const fromCents = (cents: number) => cents / 100;

/** `terms` are added to the cost ("+ 10%"); `note` says what replaced it ("flat $15.00"). */
type Priced = { cents: number; terms: string[]; note: string | null; post: boolean; clampable: boolean };

function priceCents(p: FreightPricing, cost: number, packages: number, orderTotal: number | null): Priced {
  switch (p.kind) {
    case "none":
      return { cents: 0, terms: [], note: "no freight", post: false, clampable: false };
    case "flat":
      return { cents: toCents(p.amount), terms: [], note: `flat ${dollars(p.amount)}`, post: true, clampable: true };
    case "freeAt":
      if (orderTotal !== null && toCents(orderTotal) >= toCents(p.orderTotal))
        return {
          cents: 0,
          terms: [],
          note: `free at order total ${dollars(p.orderTotal)}`,
          post: false,
          clampable: false,
        };
      return { cents: cost, terms: [], note: null, post: true, clampable: true };
    case "markup": {
      // The percent in hundredths of a percent, so cost x percent is whole and its half cent rounds up exactly.
      const markup = Math.floor((cost * Math.round(p.percent * 100) + 5_000) / 10_000);
      const fee = toCents(p.fee) * packages;
      const terms = [
        p.percent ? `+ ${percentText(p.percent)}` : null,
        fee ? `+ ${packages > 1 ? `${packages} × ${dollars(p.fee)}` : dollars(p.fee)} handling` : null,
      ].filter((t): t is string => t !== null);
      return { cents: cost + markup + fee, terms, note: null, post: true, clampable: true };
    }
  }
}

/**
 * The freight of a posting: without a rule, the label's cost as today; with one, its pricing, then its minimum and
 * maximum (markup, flat, and free at a total the order does not reach), never below zero. The sum reads
 * "{carrier} {service} ${cost} + {p}% + ${fee} handling = ${total}", the terms that are zero left out.
 */
export function priceFreight(
  rule: { name: string; pricing: FreightPricing } | null,
  x: { label: string; cost: number; packages: number; orderTotal: number | null },
): FreightCharge {
  const cost = toCents(x.cost);
  if (!rule) return { total: fromCents(cost), post: true, sum: null, rule: null };
  const p = rule.pricing;
  const priced = priceCents(p, cost, Math.max(1, x.packages), x.orderTotal);
  let cents = priced.cents;
  const notes = priced.note ? [priced.note] : [];
  if (priced.clampable && "minimum" in p) {
    if (p.minimum !== null && cents < toCents(p.minimum)) {
      cents = toCents(p.minimum);
      notes.push(`minimum ${dollars(p.minimum)}`);
    }
    if (p.maximum !== null && cents > toCents(p.maximum)) {
      cents = toCents(p.maximum);
      notes.push(`maximum ${dollars(p.maximum)}`);
    }
  }
  cents = Math.max(0, cents);
  const head = [`${x.label} ${dollars(fromCents(cost))}`, ...priced.terms].join(" ");
  const sum = `${head}${notes.length ? `; ${notes.join("; ")}` : ""} = ${dollars(fromCents(cents))}`;
  return { total: fromCents(cents), post: priced.post, sum, rule: rule.name };
}

/**
 * Each package's share of a posting's total (a void takes back its own share): by each label's cost, to the cent,
 * the cents left over by rounding going to the first package; equal shares when the labels cost nothing.
 */
export function packageShares(total: number, costs: readonly number[]): number[] {
  const cents = toCents(total);
  const each = costs.map(toCents);
  const all = each.reduce((a, b) => a + b, 0);
  const shares = each.map((c) => (all > 0 ? Math.floor((cents * c) / all) : Math.floor(cents / each.length)));
  shares[0] += cents - shares.reduce((a, b) => a + b, 0);
  return shares.map(fromCents);
}

/**
 * The freight of a label by the company's freight rules: the first rule whose conditions hold prices it; with none,
 * the label's cost as today. `label` is how the sum names it ("UPS Ground").
 */
export function chargeByRules(
  rules: readonly FreightRule[],
  ctx: FreightContext,
  x: { label: string; cost: number; packages: number },
): FreightCharge {
  const order = prepareOrder(ctx);
  const rule = rules.find((r) => freightConditionsMatch(r.conditions, order)) ?? null;
  return priceFreight(rule, { ...x, orderTotal: ctx.orderTotal });
}
