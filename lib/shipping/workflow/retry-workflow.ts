import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentWorkflows, type ShipmentWorkflow } from "@/db/schema";
import { getWorkflowOrThrow } from "./read-workflow";
import { openSteps, rearmed } from "./workflow-steps";
import { stepsAsRead } from "./workflow-lease";

/**
 * Post Freight (and the like) on a shipment whose step failed: its failed steps run once more, reached with the
 * session of whoever pressed it (a sign-out that stopped the freight is mended by signing in again).
 */
export async function retryWorkflow(
  db: Db,
  p: { companyId: string; id: string; sessionId: string },
): Promise<ShipmentWorkflow> {
  // Only over the steps as read (compare and set): a run that kept an outcome meanwhile is read again first.
  for (let tries = 1; ; tries++) {
    const wf = await getWorkflowOrThrow(db, p);
    const steps = rearmed(wf.steps);
    if (openSteps(steps).length === 0) return wf;
    const [again] = await db
      .update(shipmentWorkflows)
      .set({ steps, state: "running", sessionId: p.sessionId, nextRunAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(shipmentWorkflows.id, wf.id), eq(shipmentWorkflows.companyId, p.companyId), stepsAsRead(wf.steps)))
      .returning();
    if (again) return again;
    if (tries === 3) return wf;
  }
}
