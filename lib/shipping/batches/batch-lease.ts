import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems, batches, type Batch } from "@/db/schema";

/** How long a runner holds a batch without renewing it; it renews every LEASE_RENEW_MS while it buys. */
export const LEASE_SECONDS = 60;
export const LEASE_RENEW_MS = 15_000;

// A constant of ours, never input: written into the statement so the database does the clock.
const leaseEnd = sql.raw(`now() + interval '${LEASE_SECONDS} seconds'`);

/**
 * Takes the batch for one runner, whatever the instance: one conditional update, so of two runners (two instances,
 * a reopened tab's kick, the resume job) only one gets it; the others leave at once. A crashed runner's lease lapses
 * and the next one takes over.
 */
export async function claimBatch(db: Db, batchId: string, runnerId: string): Promise<Batch | null> {
  const [batch] = await db
    .update(batches)
    .set({ runnerId, leaseUntil: leaseEnd })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.state, "running"),
        or(isNull(batches.leaseUntil), lt(batches.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return batch ?? null;
}

/** Keeps the batch while buying; false when another runner took it (this one outlived its lease) or it finished. */
export async function renewBatch(db: Db, batchId: string, runnerId: string): Promise<Batch | null> {
  const [batch] = await db
    .update(batches)
    .set({ leaseUntil: leaseEnd })
    .where(and(eq(batches.id, batchId), eq(batches.runnerId, runnerId), eq(batches.state, "running")))
    .returning();
  return batch ?? null;
}

/** Finished once no item waits: a Retry Failed that queued items meanwhile keeps the batch running. */
export async function finishBatch(db: Db, batchId: string, runnerId: string): Promise<boolean> {
  const pending = db
    .select({ one: sql`1` })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.state, ["queued", "buying"])));
  const done = await db
    .update(batches)
    .set({ state: "finished", finishedAt: sql`now()`, runnerId: null, leaseUntil: null })
    .where(and(eq(batches.id, batchId), eq(batches.runnerId, runnerId), sql`not exists (${pending})`))
    .returning({ id: batches.id });
  return done.length > 0;
}

/** A runner that stops early (its work threw) lets the next one in at once rather than after the lease. */
export async function releaseBatch(db: Db, batchId: string, runnerId: string): Promise<void> {
  await db
    .update(batches)
    .set({ runnerId: null, leaseUntil: null })
    .where(and(eq(batches.id, batchId), eq(batches.runnerId, runnerId)));
}
