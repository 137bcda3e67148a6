import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentWorkflows, type ShipmentWorkflow, type WorkflowBox, type WorkflowFreight } from "@/db/schema";
import { moveMoney } from "../lifecycle/money-state";
import { firstSteps, openSteps, rearmed } from "./workflow-steps";
import { stepsAsRead } from "./workflow-lease";

/** What a purchase leaves for the server to finish (CLARIFICATIONS 56): it travels with the purchase. */
export type WorkflowPlan = {
  companyId: string;
  userId: string;
  /** The session that asked: the ERP is reached with it. */
  sessionId: string | null;
  invoiceNumber: string;
  poNumber?: string | null;
  /** The first package's Shippo transaction: the same purchase asked for again is the same workflow. */
  key: string;
  shipmentIds: string[];
  /** null: the workflow posts no freight: Manual Ship (`noFreight`), or a caller that posts its own. */
  freight: WorkflowFreight | null;
  /** The label carries no freight at all (Manual Ship: there is no invoice to post it to). */
  noFreight?: boolean;
  mail: boolean;
  box: WorkflowBox | null;
};

/**
 * Records the workflow of a purchase, once per purchase (unique on its key). Asked for again (Ship Package pressed
 * again, Retry Failed, Check Again), a step that failed runs once more, packages added since join it, and it is
 * reached with the session that asked last.
 */
export async function startShipmentWorkflow(db: Db, plan: WorkflowPlan): Promise<ShipmentWorkflow> {
  const [made] = await db
    .insert(shipmentWorkflows)
    .values({
      companyId: plan.companyId,
      key: plan.key,
      invoiceNumber: plan.invoiceNumber,
      poNumber: plan.poNumber ?? null,
      userId: plan.userId,
      sessionId: plan.sessionId,
      shipmentIds: plan.shipmentIds,
      freight: plan.freight,
      box: plan.box,
      steps: firstSteps({ freight: plan.freight !== null, mail: plan.mail, box: plan.box !== null }),
    })
    .onConflictDoNothing({ target: shipmentWorkflows.key })
    .returning();
  if (made) {
    if (plan.noFreight) await moveMoney(db, plan.shipmentIds, "noFreight");
    return made;
  }
  // Asked for again: changed only from the steps as read (compare and set), so a run that kept an outcome meanwhile
  // is not overwritten with what was read before it; read again and decide again when it was.
  for (let tries = 1; ; tries++) {
    const found = await db.query.shipmentWorkflows.findFirst({
      where: and(eq(shipmentWorkflows.key, plan.key), eq(shipmentWorkflows.companyId, plan.companyId)),
    });
    if (!found) throw new Error(`shipment workflow ${plan.key} is another company's`);
    const added = plan.shipmentIds.filter((id) => !found.shipmentIds.includes(id));
    const steps = rearmed(found.steps);
    if (added.length > 0) {
      if (plan.freight) steps.freight = { state: "waiting", message: null, tries: 0 };
      if (plan.mail) steps.mail = { state: "waiting", message: null, tries: 0 };
    }
    const [again] = await db
      .update(shipmentWorkflows)
      .set({
        steps,
        shipmentIds: [...found.shipmentIds, ...added],
        sessionId: plan.sessionId ?? found.sessionId,
        state: openSteps(steps).length > 0 ? "running" : found.state,
        nextRunAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(shipmentWorkflows.id, found.id), stepsAsRead(found.steps)))
      .returning();
    if (again) return again;
    if (tries === 3) return found;
  }
}
