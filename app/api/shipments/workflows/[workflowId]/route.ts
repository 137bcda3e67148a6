// GET /api/shipments/workflows/{id} – what is left of a shipment after its label: each step's state and words
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { getWorkflowOrThrow, isDue, workflowIdSchema } from "@/lib/shipping/workflow/read-workflow";
import { toWorkflowDto } from "@/lib/shipping/workflow/workflow-dto";
import { shipmentWorkflowJob } from "@/lib/shipping/workflow/workflow-job";
import { requireProduct } from "@/lib/products/require-product";

export const GET = authedRoute<{ workflowId: string }>(async ({ params, db, auth, company }) => {
  await requireProduct(db, auth.claims, "ship54");
  const id = workflowIdSchema.parse(params.workflowId);
  const wf = await getWorkflowOrThrow(db, { companyId: (await company.resolve()).companyId, id });
  // Nobody holds it and it is due: set it going now rather than at the resume job's next minute.
  if (isDue(wf)) await queueKeyedJob(db, shipmentWorkflowJob, wf.id, { workflowId: wf.id });
  return NextResponse.json(toWorkflowDto(wf));
});
