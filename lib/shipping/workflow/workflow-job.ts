import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentWorkflows } from "@/db/schema";
import { runShipmentWorkflow } from "./run-workflow";

/** A shipment's workflow on the job queue, keyed by the workflow: whichever instance is free finishes it, once. */
export const shipmentWorkflowJob = {
  name: "shipment-workflow",
  run: (db: Db, data: { workflowId: string }) => runShipmentWorkflow(db, data.workflowId),
};

/** Workflows due and held by no runner (their request, tab or process went away, or a step waits to be tried again). */
export async function dueWorkflows(db: Db, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: shipmentWorkflows.id })
    .from(shipmentWorkflows)
    .where(
      and(
        eq(shipmentWorkflows.state, "running"),
        lte(shipmentWorkflows.nextRunAt, sql`now()`),
        or(isNull(shipmentWorkflows.leaseUntil), lt(shipmentWorkflows.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(shipmentWorkflows.nextRunAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
