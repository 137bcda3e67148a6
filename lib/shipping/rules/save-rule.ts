import { and, count, eq, max, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, ship54Rules } from "@/db/schema";
import { pgErrorCode } from "@/db/pg-error-code";
import { ApiError } from "@/lib/errors/api-error";
import { readRuleRows } from "./list-rules";
import { MAX_RULES, RULE_MSG, type RuleKind } from "./rule-limits";
import { toRuleDto, type RuleDto } from "./rule-dto";
import { freightRuleSchema, shippingRuleSchema } from "./schemas";

type Scope = { companyId: string; kind: RuleKind };

/** The body of a rule of this kind, checked; a wrong field is a 400 naming it (its path in `details`). */
function checked(kind: RuleKind, body: unknown) {
  const { name, ...definition } = (kind === "shipping" ? shippingRuleSchema : freightRuleSchema).parse(body);
  return { name, definition: definition as Record<string, unknown> };
}

/** A name the company already gives a rule of this kind (whatever its case) is a 409 that says so, never a 500. */
async function uniqueName<T>(scope: Scope, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === "23505")
      throw new ApiError({ code: "conflict", message: RULE_MSG.duplicate(scope.kind, name) });
    throw err;
  }
}

/** The company's row, locked: counting, placing and reordering a list are one at a time per company. */
const lockCompany = (tx: Db, companyId: string) =>
  tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");

const ofScope = (scope: Scope) => and(eq(ship54Rules.companyId, scope.companyId), eq(ship54Rules.kind, scope.kind));

async function dtoOf(db: Db, scope: Scope, id: string): Promise<RuleDto> {
  const rows = await readRuleRows(db, scope);
  const at = rows.findIndex((r) => r.id === id);
  if (at < 0) throw new ApiError({ code: "not_found", message: RULE_MSG.notFound });
  return toRuleDto(rows[at], at + 1);
}

/** Adds a rule at the end of its list, at most MAX_RULES of a kind (counted under the company's lock). */
export async function createRule(db: Db, scope: Scope, body: unknown): Promise<RuleDto> {
  const { name, definition } = checked(scope.kind, body);
  const id = await uniqueName(scope, name, () =>
    db.transaction(async (tx) => {
      await lockCompany(tx, scope.companyId);
      const [{ n, last }] = await tx
        .select({ n: count(), last: max(ship54Rules.position) })
        .from(ship54Rules)
        .where(ofScope(scope));
      if (n >= MAX_RULES) throw new ApiError({ code: "conflict", message: RULE_MSG.tooMany(scope.kind) });
      const [row] = await tx
        .insert(ship54Rules)
        .values({ companyId: scope.companyId, kind: scope.kind, name, definition, position: (last ?? 0) + 1 })
        .returning({ id: ship54Rules.id });
      return row.id;
    }),
  );
  return dtoOf(db, scope, id);
}

/** Changes a rule of the company's list (its place stays); another company's rule, or one deleted, is a 404. */
export async function updateRule(db: Db, scope: Scope & { ruleId: string }, body: unknown): Promise<RuleDto> {
  const { name, definition } = checked(scope.kind, body);
  const [row] = await uniqueName(scope, name, () =>
    db
      .update(ship54Rules)
      .set({ name, definition, updatedAt: sql`now()` })
      .where(and(ofScope(scope), eq(ship54Rules.id, scope.ruleId)))
      .returning({ id: ship54Rules.id }),
  );
  if (!row) throw new ApiError({ code: "not_found", message: RULE_MSG.notFound });
  return dtoOf(db, scope, row.id);
}

export async function deleteRule(db: Db, scope: Scope & { ruleId: string }): Promise<void> {
  const gone = await db
    .delete(ship54Rules)
    .where(and(ofScope(scope), eq(ship54Rules.id, scope.ruleId)))
    .returning({ id: ship54Rules.id });
  if (!gone.length) throw new ApiError({ code: "not_found", message: RULE_MSG.notFound });
}

/**
 * Puts the list in a new order: `ids` names every rule of it once (a list changed meanwhile, in another tab, is a
 * 409 rather than a half-ordered list).
 */
export async function reorderRules(db: Db, scope: Scope, ids: readonly string[]): Promise<RuleDto[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, scope.companyId);
    const now = await tx.select({ id: ship54Rules.id }).from(ship54Rules).where(ofScope(scope));
    const known = new Set(now.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw new ApiError({ code: "conflict", message: RULE_MSG.orderMismatch });
    if (ids.length === 0) return;
    const place = sql.join(
      ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::integer`),
      sql` `,
    );
    await tx
      .update(ship54Rules)
      .set({ position: sql`case ${ship54Rules.id} ${place} end`, updatedAt: sql`now()` })
      .where(ofScope(scope));
  });
  return (await readRuleRows(db, scope)).map((row, i) => toRuleDto(row, i + 1));
}
