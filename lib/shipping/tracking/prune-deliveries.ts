import { and, desc, inArray, isNotNull, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shippoWebhookDeliveries as deliveries } from "@/db/schema";

/** The admin page's history of deliveries goes back this far. */
export const DELIVERY_KEEP_DAYS = 90;
/** A raw payload (addresses, names) is kept for replays and questions this long; its columns stay until the row goes. */
export const RAW_BODY_KEEP_DAYS = 30;
/** Rows one statement touches: a run is many short statements, so webhooks keep landing while it works. */
export const PRUNE_BATCH_ROWS = 1000;
/** Statements of each kind in one run; what is left waits for the next run. */
export const PRUNE_MAX_BATCHES = 20;

type PruneLimits = { now?: Date; batchRows?: number; maxBatches?: number };
const DAY_MS = 86_400_000;

/** Deletes deliveries past DELIVERY_KEEP_DAYS, then clears the raw bodies past RAW_BODY_KEEP_DAYS, a batch at a time. */
export async function pruneWebhookDeliveries(
  db: Db,
  limits: PruneLimits = {},
): Promise<{ deleted: number; cleared: number }> {
  const { now = new Date(), batchRows = PRUNE_BATCH_ROWS, maxBatches = PRUNE_MAX_BATCHES } = limits;
  const deleteBefore = new Date(now.getTime() - DELIVERY_KEEP_DAYS * DAY_MS);
  const clearBefore = new Date(now.getTime() - RAW_BODY_KEEP_DAYS * DAY_MS);
  const batches = { batchRows, maxBatches };

  const deleted = await inBatches(batches, async () => {
    const batch = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(lt(deliveries.receivedAt, deleteBefore))
      .limit(batchRows);
    return (await db.delete(deliveries).where(inArray(deliveries.id, batch)).returning({ id: deliveries.id })).length;
  });
  const cleared = await inBatches(batches, async () => {
    // Newest first: in the steady state the bodies to clear sit just past the cut-off, ahead of those already cleared.
    const batch = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(lt(deliveries.receivedAt, clearBefore), isNotNull(deliveries.rawBody)))
      .orderBy(desc(deliveries.receivedAt))
      .limit(batchRows);
    return (
      await db
        .update(deliveries)
        .set({ rawBody: null })
        .where(inArray(deliveries.id, batch))
        .returning({ id: deliveries.id })
    ).length;
  });
  return { deleted, cleared };
}

/** Runs `step` (one batch, answering the rows it touched) until a batch comes up short or the run's budget is spent. */
async function inBatches(
  limits: { batchRows: number; maxBatches: number },
  step: () => Promise<number>,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < limits.maxBatches; i++) {
    const rows = await step();
    total += rows;
    if (rows < limits.batchRows) break;
  }
  return total;
}
