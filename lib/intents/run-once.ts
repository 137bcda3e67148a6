import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents, type Intent } from "@/db/schema";
import { intentBusyError, provesNothingActed } from "./errors";

export type IntentSpec = {
  /** What sort of action: label, freight, surcharge, vendor, product, price-line, subscription… */
  kind: string;
  /** What makes two requests the same action, e.g. `${companyId}:${invoice}:1`. */
  key: string;
  companyId?: string | null;
  /** Kept with the intent, for `recover` and for the record. */
  request?: Record<string, unknown>;
  /** How long one attempt may hold the intent; `act` must finish (time out) well within it. */
  leaseMs?: number;
  /** How long a second caller waits for a running attempt before answering 409. */
  waitMs?: number;
};

export type IntentSteps<T> = {
  /** Runs when an earlier attempt may have acted without recording it: what it did, or null if it did nothing. */
  recover?: (intent: Intent) => Promise<T | null>;
  act: (intent: Intent, tools: { saveProgress(progress: Record<string, unknown>): Promise<void> }) => Promise<T>;
};

export type IntentOutcome<T> = { result: T; replayed: boolean; intent: Intent };

const POLL_MS = 150;

/**
 * Do an action at most once per (kind, key), across retries, double clicks, lost answers and server instances.
 * The intent row is written before the action; every state change is one conditional statement, so two callers
 * can never both hold it.
 */
export async function runOnce<T>(db: Db, spec: IntentSpec, steps: IntentSteps<T>): Promise<IntentOutcome<T>> {
  const leaseMs = spec.leaseMs ?? 120_000;
  const deadline = Date.now() + (spec.waitMs ?? 30_000);
  for (;;) {
    const held = await claim(db, spec, leaseMs);
    if (held) return attempt(db, held, steps);
    const current = await db.query.intents.findFirst({ where: and(eq(intents.kind, spec.kind), eq(intents.key, spec.key)) });
    if (current?.state === "done") return { result: current.result as T, replayed: true, intent: current };
    if (Date.now() >= deadline) throw intentBusyError();
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** The intent, if this caller now holds it: newly written, or pending with no live lease. */
async function claim(db: Db, spec: IntentSpec, leaseMs: number): Promise<Intent | null> {
  const lease = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const [created] = await db
    .insert(intents)
    .values({
      kind: spec.kind,
      key: spec.key,
      companyId: spec.companyId ?? null,
      request: spec.request ?? {},
      leaseUntil: lease,
      attempts: 1,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [taken] = await db
    .update(intents)
    .set({ leaseUntil: lease, attempts: sql`${intents.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(intents.kind, spec.kind),
        eq(intents.key, spec.key),
        eq(intents.state, "pending"),
        or(isNull(intents.leaseUntil), lt(intents.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return taken ?? null;
}

async function attempt<T>(db: Db, intent: Intent, steps: IntentSteps<T>): Promise<IntentOutcome<T>> {
  const mine = eq(intents.id, intent.id);
  try {
    if (intent.inFlight && steps.recover) {
      const found = await steps.recover(intent);
      if (found !== null) return { result: found, replayed: true, intent: await finish(db, intent, found) };
    }
    await db.update(intents).set({ inFlight: true, updatedAt: sql`now()` }).where(mine);
    const saveProgress = async (progress: Record<string, unknown>) => {
      intent.progress = { ...intent.progress, ...progress };
      await db.update(intents).set({ progress: intent.progress, updatedAt: sql`now()` }).where(mine);
    };
    const result = await steps.act(intent, { saveProgress });
    return { result, replayed: false, intent: await finish(db, intent, result) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Free the lease either way; keep `inFlight` unless the failure proves nothing happened outside.
    await db
      .update(intents)
      .set({
        leaseUntil: null,
        lastError: message.slice(0, 1000),
        updatedAt: sql`now()`,
        ...(provesNothingActed(err) ? { inFlight: false } : {}),
      })
      .where(mine);
    throw err;
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

async function finish<T>(db: Db, intent: Intent, result: T): Promise<Intent> {
  const [row] = await db
    .update(intents)
    .set({ state: "done", result: result as unknown, inFlight: false, leaseUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(eq(intents.id, intent.id))
    .returning();
  return row;
}
