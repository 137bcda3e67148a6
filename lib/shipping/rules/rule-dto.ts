// What Ship54 Settings receives of a rule; pure, so the cards import the type without the query code.
import type { Ship54Rule } from "@/db/schema";
import type { ShippingRule } from "./choose-rate";
import type { FreightRule } from "./freight-charge";
import { actionText, conditionsText, extrasText, pricingText } from "./rule-text";

/** A rule as the card lists it: its definition, what it does in words, and its place (1 first). */
export type RuleDto = { position: number; summary: string } & (
  ({ kind: "shipping" } & ShippingRule) | ({ kind: "freight" } & FreightRule)
);

/**
 * A stored rule as its kind's definition. Rows are only written through `schemas.ts` (save-rule.ts), so their
 * definition is read as it was checked.
 */
export function ruleOfRow(
  row: Ship54Rule,
): ({ kind: "shipping" } & ShippingRule) | ({ kind: "freight" } & FreightRule) {
  const base = { id: row.id, name: row.name, ...row.definition };
  return row.kind === "shipping"
    ? ({ ...base, kind: "shipping" } as { kind: "shipping" } & ShippingRule)
    : ({ ...base, kind: "freight" } as { kind: "freight" } & FreightRule);
}

export function toRuleDto(row: Ship54Rule, position: number): RuleDto {
  const rule = ruleOfRow(row);
  const summary =
    rule.kind === "shipping"
      ? [conditionsText(rule.conditions), actionText(rule.action), extrasText(rule.extras)].filter(Boolean).join("; ")
      : `${conditionsText(rule.conditions)}; ${pricingText(rule.pricing)}`;
  return { ...rule, position, summary };
}
