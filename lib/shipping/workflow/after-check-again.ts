import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import type { BoughtLabel } from "../labels/bought-label";
import { labelOwnerOf } from "../labels/bought-label";
import type { ShipmentLabels } from "../labels/multi-piece-labels";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { workflowAfterLabel } from "./ship-invoice";
import { shipmentWorkflowJob } from "./workflow-job";

/**
 * A label that Check Again found bought goes on exactly as one bought in one go: its workflow (freight, shipped mail,
 * the customer's box) from what the purchase's intent kept. Answers the label with the workflow to follow.
 */
export async function afterLabelFound(
  db: Db,
  intent: Intent,
  label: BoughtLabel | ShipmentLabels,
): Promise<(BoughtLabel | ShipmentLabels) & { workflowId: string | null }> {
  const workflow = await workflowAfterLabel(db, labelOwnerOf(intent), label);
  // On the job queue, like one bought in one go: Check Again answers now.
  if (workflow) await queueKeyedJob(db, shipmentWorkflowJob, workflow.id, { workflowId: workflow.id });
  return { ...label, workflowId: workflow?.id ?? null };
}
