import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { batchItems } from "@/db/schema";
import { logger } from "@/lib/logger";
import { claimBatch, finishBatch, LEASE_RENEW_MS, releaseBatch, renewBatch } from "./batch-lease";
import { mapInFlight } from "./in-flight";
import { shipBatchItem } from "./ship-batch-item";

export type BatchRun = { ran: boolean; finished: boolean };

/**
 * The batch's runner (on the job queue, lib/jobs): takes the batch's lease (a second runner leaves at once), ships
 * every queued item at most 6 at a time, and again while Retry Failed queues more; an item left `buying` by a runner
 * that died is shipped again, which its intents turn into a recovery. Finishes the batch when nothing waits.
 */
export async function runBatch(db: Db, batchId: string): Promise<BatchRun> {
  const runnerId = randomUUID();
  let batch = await claimBatch(db, batchId, runnerId);
  if (!batch) return { ran: false, finished: false };
  let held = true;
  const renew = setInterval(() => {
    void renewBatch(db, batchId, runnerId)
      .then((b) => (held = b !== null))
      .catch((err: unknown) => logger.warn({ batchId, err: String(err) }, "batch lease not renewed"));
  }, LEASE_RENEW_MS);
  renew.unref();
  try {
    while (held && batch) {
      const pending = await db
        .select()
        .from(batchItems)
        .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.state, ["queued", "buying"])))
        .orderBy(asc(batchItems.position));
      if (pending.length === 0) {
        if (await finishBatch(db, batchId, runnerId)) return { ran: true, finished: true };
      } else await mapInFlight(pending, (item) => shipBatchItem(db, batch!, item));
      // Read again: Retry Failed may have changed the session the ERP is reached with.
      batch = await renewBatch(db, batchId, runnerId);
    }
    return { ran: true, finished: false };
  } catch (err) {
    await releaseBatch(db, batchId, runnerId).catch(() => undefined);
    throw err;
  } finally {
    clearInterval(renew);
  }
}
