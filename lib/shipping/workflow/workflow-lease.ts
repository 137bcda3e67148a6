import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentWorkflows, type ShipmentWorkflow, type WorkflowSteps } from "@/db/schema";

const LEASE_SECONDS = 90;
// A constant of ours, never input: written into the statement so the database does the clock.
const leaseEnd = sql.raw(`now() + interval '${LEASE_SECONDS} seconds'`);

/**
 * Takes the workflow for one runner, whatever the instance: one conditional update, so of two runners (the request's
 * kick, the resume job, a second instance) only one gets it. A runner that died lets the next in when its lease ends.
 */
export async function claimWorkflow(db: Db, id: string, runnerId: string): Promise<ShipmentWorkflow | null> {
  const [row] = await db
    .update(shipmentWorkflows)
    .set({ runnerId, leaseUntil: leaseEnd, attempts: sql`${shipmentWorkflows.attempts} + 1` })
    .where(
      and(
        eq(shipmentWorkflows.id, id),
        eq(shipmentWorkflows.state, "running"),
        or(isNull(shipmentWorkflows.leaseUntil), lt(shipmentWorkflows.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps a step's outcome as soon as it is known: a runner that dies after it does not run that step again. */
export async function saveSteps(db: Db, id: string, runnerId: string, steps: WorkflowSteps): Promise<void> {
  await db
    .update(shipmentWorkflows)
    .set({ steps, updatedAt: sql`now()` })
    .where(and(eq(shipmentWorkflows.id, id), eq(shipmentWorkflows.runnerId, runnerId)));
}

/** Lets the workflow go: settled, or due again after `retryMs`. */
export async function releaseWorkflow(
  db: Db,
  id: string,
  runnerId: string,
  outcome: { settled: boolean; retryMs: number },
): Promise<void> {
  await db
    .update(shipmentWorkflows)
    .set({
      runnerId: null,
      leaseUntil: null,
      state: outcome.settled ? "settled" : "running",
      nextRunAt: sql.raw(`now() + interval '${Math.round(outcome.retryMs)} milliseconds'`),
      updatedAt: sql`now()`,
    })
    .where(and(eq(shipmentWorkflows.id, id), eq(shipmentWorkflows.runnerId, runnerId)));
}
