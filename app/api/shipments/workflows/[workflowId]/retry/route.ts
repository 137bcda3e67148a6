// POST /api/shipments/workflows/{id}/retry – Post Freight: a shipment's failed steps after its label, run once more
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { workflowIdSchema } from "@/lib/shipping/workflow/read-workflow";
import { retryWorkflow } from "@/lib/shipping/workflow/retry-workflow";
import { toWorkflowDto } from "@/lib/shipping/workflow/workflow-dto";
import { shipmentWorkflowJob } from "@/lib/shipping/workflow/workflow-job";
import { requireProduct } from "@/lib/products/require-product";

export const POST = authedRoute<{ workflowId: string }>(async ({ params, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const id = workflowIdSchema.parse(params.workflowId);
  const { companyId } = await company.resolve();
  const wf = await retryWorkflow(db, { companyId, id, sessionId: auth.sid });
  if (wf.state === "running") await queueKeyedJob(db, shipmentWorkflowJob, wf.id, { workflowId: wf.id });
  return NextResponse.json(toWorkflowDto(wf));
});
