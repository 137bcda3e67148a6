import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents, type Intent } from "@/db/schema";
import { logger } from "@/lib/logger";
import { intentBusyError } from "./errors";

// Every state change of an intent is one conditional statement. A change an attempt makes is conditional on that
// attempt still holding the intent: `attempts` counts the claims, so (id, attempts) is the attempt's lease token,
// and an attempt that outlived its lease changes nothing once another attempt took the intent over.

const leaseEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;
const free = or(isNull(intents.leaseUntil), lt(intents.leaseUntil, sql`now()`));

/** The condition that this attempt (not a later one) holds the pending intent. */
export const heldBy = (intent: Pick<Intent, "id" | "attempts">) =>
  and(eq(intents.id, intent.id), eq(intents.attempts, intent.attempts), eq(intents.state, "pending"));

export type NewIntent = { kind: string; key: string; companyId?: string | null; request?: Record<string, unknown> };

/** The intent, if this caller now holds it: newly written, or pending with no live lease. */
export async function claimIntent(db: Db, spec: NewIntent, leaseMs: number): Promise<Intent | null> {
  const [created] = await db
    .insert(intents)
    .values({
      kind: spec.kind,
      key: spec.key,
      companyId: spec.companyId ?? null,
      request: spec.request ?? {},
      leaseUntil: leaseEnd(leaseMs),
      attempts: 1,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  return takeOver(db, and(eq(intents.kind, spec.kind), eq(intents.key, spec.key)), leaseMs);
}

/** The same by id (Check Again): the pending intent, if no attempt holds it now. */
export async function claimIntentById(db: Db, id: string, leaseMs: number): Promise<Intent | null> {
  return takeOver(db, eq(intents.id, id), leaseMs);
}

async function takeOver(db: Db, which: ReturnType<typeof eq> | undefined, leaseMs: number): Promise<Intent | null> {
  const [taken] = await db
    .update(intents)
    .set({ leaseUntil: leaseEnd(leaseMs), attempts: sql`${intents.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(which, eq(intents.state, "pending"), free))
    .returning();
  return taken ?? null;
}

export async function findIntent(
  db: Db,
  where: { kind: string; key: string } | { id: string },
): Promise<Intent | undefined> {
  return db.query.intents.findFirst({
    where: "id" in where ? eq(intents.id, where.id) : and(eq(intents.kind, where.kind), eq(intents.key, where.key)),
  });
}

/** Marks the intent as possibly acted on, before an outside write; false when this attempt no longer holds it. */
export async function markInFlight(db: Db, intent: Intent): Promise<boolean> {
  const rows = await db
    .update(intents)
    .set({ inFlight: true, updatedAt: sql`now()` })
    .where(heldBy(intent))
    .returning({ id: intents.id });
  return rows.length > 0;
}

export async function saveProgressRow(db: Db, intent: Intent, progress: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .update(intents)
    .set({ progress, updatedAt: sql`now()` })
    .where(heldBy(intent))
    .returning({ id: intents.id });
  return rows.length > 0;
}

/** `saveProgress` for the attempt holding `intent`: merges the steps into the row and into `intent`, or 409 once another attempt holds it. */
export function progressSaver(db: Db, intent: Intent) {
  return async (progress: Record<string, unknown>) => {
    const next = { ...intent.progress, ...progress };
    if (!(await saveProgressRow(db, intent, next))) throw intentBusyError();
    intent.progress = next;
  };
}

/** Records the outcome; when another attempt holds the intent by now, changes nothing and answers the row as it is. */
export async function finishIntent<T>(db: Db, intent: Intent, result: T): Promise<Intent> {
  const [row] = await db
    .update(intents)
    .set({
      state: "done",
      result: result as unknown,
      inFlight: false,
      leaseUntil: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(intent))
    .returning();
  if (row) return row;
  logger.warn(
    { intentId: intent.id, kind: intent.kind },
    "an attempt finished after another took the intent over; its outcome is left to that one",
  );
  return (await findIntent(db, { id: intent.id })) ?? intent;
}

/**
 * Ends a failed attempt: the lease is given up and the error noted; `freed` clears `inFlight` (a plain retry may
 * act). Best effort: a database that is gone leaves the row to its lease, and the caller's own error stands.
 */
export async function releaseIntent(
  db: Db,
  intent: Intent,
  outcome: { freed: boolean; error: unknown },
): Promise<void> {
  const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  try {
    await db
      .update(intents)
      .set({
        leaseUntil: null,
        lastError: message.slice(0, 1000),
        updatedAt: sql`now()`,
        ...(outcome.freed ? { inFlight: false } : {}),
      })
      .where(heldBy(intent));
  } catch (err) {
    logger.error(
      { err: String(err), intentId: intent.id },
      "could not record a failed attempt; the intent waits for its lease",
    );
  }
}

/**
 * A done intent's result corrected after the fact (a label whose shipment record is written on a replay): the next
 * replay answers the corrected result. Only a done intent is touched.
 */
export async function replaceResult<T>(db: Db, intent: Intent, result: T): Promise<void> {
  await db
    .update(intents)
    .set({ result: result as unknown, updatedAt: sql`now()` })
    .where(and(eq(intents.id, intent.id), eq(intents.state, "done")));
}

/**
 * Frees an intent's key for a new action while keeping the row (a voided label's purchase and freight, CLARIFICATIONS
 * 54): the key becomes `{key}#{suffix}`, so the next action with the old key is new, and the old one stays findable.
 * Only an intent no attempt holds and that cannot have acted unseen (done, or never sent) is retired.
 */
export async function retireIntent(db: Db, intent: Pick<Intent, "id" | "key">, suffix: string): Promise<boolean> {
  const rows = await db
    .update(intents)
    .set({ key: `${intent.key}#${suffix}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(intents.id, intent.id),
        eq(intents.key, intent.key),
        or(eq(intents.state, "done"), and(eq(intents.inFlight, false), free)),
      ),
    )
    .returning({ id: intents.id });
  return rows.length > 0;
}
