import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentWorkflows, type ShipmentWorkflow, type WorkflowSteps } from "@/db/schema";
import { settledSteps } from "./workflow-steps";

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

/** The workflow's steps are still these (a compare and set: nobody kept an outcome or asked again since). */
export const stepsAsRead = (steps: WorkflowSteps) => sql`${shipmentWorkflows.steps} = ${JSON.stringify(steps)}::jsonb`;

/**
 * Lets the workflow go: settled when every step this runner kept is settled, else due again after `retryMs`. A press
 * that asked for a failed step again while this runner held the workflow (Ship Package again, Post Freight) changed
 * the kept steps: then it stays running and due, and the answer says so (`rearmed`), so the press is not undone (a
 * workflow settled with a step waiting would never run again).
 */
export async function releaseWorkflow(
  db: Db,
  id: string,
  runnerId: string,
  outcome: { steps: WorkflowSteps; retryMs: number },
): Promise<{ rearmed: boolean }> {
  const settled = settledSteps(outcome.steps);
  const kept = stepsAsRead(outcome.steps);
  const [row] = await db
    .update(shipmentWorkflows)
    .set({
      runnerId: null,
      leaseUntil: null,
      state: settled ? sql`CASE WHEN ${kept} THEN 'settled' ELSE 'running' END` : "running",
      // A settled run waited for nothing (a step that waits sets `retryMs`), so a re-armed one is due now.
      nextRunAt: sql.raw(`now() + interval '${Math.round(outcome.retryMs)} milliseconds'`),
      updatedAt: sql`now()`,
    })
    .where(and(eq(shipmentWorkflows.id, id), eq(shipmentWorkflows.runnerId, runnerId)))
    .returning({ state: shipmentWorkflows.state });
  return { rearmed: settled && row?.state === "running" };
}
