// Rules explained wherever they act (CLARIFICATIONS 59): "Heavy to Texas: weight 50 lb or more, ship to TX; cheapest
// within 3 business days". Pure and import-light, so the settings cards and the desk say it as the server does.
import type { FreightConditions, FreightPricing, RuleConditions, ShippingAction, ShippingExtras } from "./schemas";

/** Dollars as the rules write them: "$5.00", "$1,250.00". */
export const dollars = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pounds = (n: number) => `${n.toLocaleString("en-US")} lb`;
const either = (list: readonly string[]) =>
  list.length <= 2 ? list.join(" or ") : `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;

function range(from: number | null, to: number | null, show: (n: number) => string): string | null {
  if (from !== null && to !== null) return from === to ? show(from) : `${show(from)} to ${show(to)}`;
  if (from !== null) return `${show(from)} or more`;
  if (to !== null) return `up to ${show(to)}`;
  return null;
}

/** The conditions a rule gives, in a few words each; "every order" when it gives none. */
export function conditionsText(c: RuleConditions | FreightConditions): string {
  const weight = range(c.weightFrom, c.weightTo, pounds);
  const total = range(c.orderTotalFrom, c.orderTotalTo, dollars);
  const parts = [
    c.branches.length ? `${c.branches.length > 1 ? "branches" : "branch"} ${either(c.branches)}` : null,
    c.customerIds.length ? `${c.customerIds.length > 1 ? "customers" : "customer"} ${either(c.customerIds)}` : null,
    c.shipVias.length ? `ship via ${either(c.shipVias)}` : null,
    weight ? `weight ${weight}` : null,
    c.states.length ? `ship to ${either(c.states)}` : null,
    c.residential === null ? null : c.residential ? "residential" : "not residential",
    total ? `order total ${total}` : null,
  ];
  if ("carrier" in c) {
    parts.push(c.carrier ? `label ${[c.carrier, c.service].filter(Boolean).join(" ")}` : null);
    parts.push(
      c.billedToCustomer === null ? null : c.billedToCustomer ? "billed to the customer" : "not billed to the customer",
    );
  }
  const given = parts.filter((p): p is string => p !== null);
  return given.length ? given.join(", ") : "every order";
}

/** What a shipping rule buys. */
export function actionText(a: ShippingAction): string {
  switch (a.kind) {
    case "service":
      return `${a.carrier} ${a.service}`;
    case "cheapest":
      return "cheapest";
    case "cheapestWithin":
      return `cheapest within ${a.days} business ${a.days === 1 ? "day" : "days"}`;
    case "fastestUnder":
      return `fastest under ${dollars(a.amount)}`;
  }
}

/** A shipping rule's extras, or nothing when it has none. */
export function extrasText(e: ShippingExtras): string | null {
  const parts = [
    e.boxPreset ? `box ${e.boxPreset}` : null,
    e.signature ? "signature required" : null,
    e.insurance ? "insured for the order total" : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** The one-line reason a rule gives where it acts: "{name}: {conditions}; {action}[; {extras}]". */
export function shippingReason(rule: {
  name: string;
  conditions: RuleConditions;
  action: ShippingAction;
  extras: ShippingExtras;
}) {
  const extras = extrasText(rule.extras);
  return `${rule.name}: ${conditionsText(rule.conditions)}; ${actionText(rule.action)}${extras ? `; ${extras}` : ""}`;
}

export const percentText = (p: number) => `${Number(p.toFixed(2))}%`;
export const boundsText = (p: { minimum: number | null; maximum: number | null }) =>
  [
    p.minimum !== null ? `minimum ${dollars(p.minimum)}` : null,
    p.maximum !== null ? `maximum ${dollars(p.maximum)}` : null,
  ].filter((s): s is string => s !== null);

/** How a freight rule prices the freight, as its list shows it: "10% + $5.00 handling per package; minimum $5.00". */
export function pricingText(p: FreightPricing): string {
  if (p.kind === "none") return "no freight";
  const main =
    p.kind === "markup"
      ? [p.percent ? `${percentText(p.percent)} markup` : null, p.fee ? `${dollars(p.fee)} handling per package` : null]
          .filter(Boolean)
          .join(" + ") || "the label's cost"
      : p.kind === "flat"
        ? `flat ${dollars(p.amount)}`
        : `free at order total ${dollars(p.orderTotal)}`;
  return [main, ...boundsText(p)].join("; ");
}
