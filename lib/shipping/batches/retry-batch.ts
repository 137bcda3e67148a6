import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems, batches, type Batch } from "@/db/schema";
import { getBatchOrThrow } from "./read-batches";

/**
 * Retry Failed: the failed items go back to the queue and the batch runs again, with the session of whoever pressed
 * it. An item whose label may have been bought (its answer lost) is queued like the others: its label intent is in
 * flight, so `buyLabel` finds the label through recovery instead of buying a second one.
 */
export async function retryBatch(
  db: Db,
  params: { companyId: string; batchId: string; sessionId: string },
): Promise<{ batch: Batch; requeued: number }> {
  await getBatchOrThrow(db, params);
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(batchItems)
      .set({ state: "queued", reason: null, updatedAt: sql`now()` })
      .where(and(eq(batchItems.batchId, params.batchId), eq(batchItems.state, "failed")))
      .returning({ id: batchItems.id });
    const [batch] = await tx
      .update(batches)
      .set(
        requeued.length
          ? { state: "running", finishedAt: null, sessionId: params.sessionId }
          : { sessionId: params.sessionId },
      )
      .where(eq(batches.id, params.batchId))
      .returning();
    return { batch, requeued: requeued.length };
  });
}
