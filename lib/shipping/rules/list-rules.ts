import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ship54Rules, type Ship54Rule } from "@/db/schema";
import type { ShippingRule } from "./choose-rate";
import type { FreightRule } from "./freight-charge";
import type { RuleKind } from "./rule-limits";
import { ruleOfRow, toRuleDto, type RuleDto } from "./rule-dto";

/** A company's rules of one kind, in their order (the first decides). */
export async function readRuleRows(db: Db, params: { companyId: string; kind: RuleKind }): Promise<Ship54Rule[]> {
  return db
    .select()
    .from(ship54Rules)
    .where(and(eq(ship54Rules.companyId, params.companyId), eq(ship54Rules.kind, params.kind)))
    .orderBy(asc(ship54Rules.position), asc(ship54Rules.createdAt));
}

/** The list as Ship54 Settings shows it. */
export async function listRules(db: Db, params: { companyId: string; kind: RuleKind }): Promise<RuleDto[]> {
  return (await readRuleRows(db, params)).map((row, i) => toRuleDto(row, i + 1));
}

/** A company's shipping rules, as the desk and a batch evaluate them. */
export async function shippingRulesOf(db: Db, companyId: string): Promise<ShippingRule[]> {
  return (await readRuleRows(db, { companyId, kind: "shipping" })).map(ruleOfRow) as ShippingRule[];
}

/** A company's freight rules, as the freight post evaluates them. */
export async function freightRulesOf(db: Db, companyId: string): Promise<FreightRule[]> {
  return (await readRuleRows(db, { companyId, kind: "freight" })).map(ruleOfRow) as FreightRule[];
}
