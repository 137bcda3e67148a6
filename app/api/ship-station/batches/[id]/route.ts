// GET /api/ship-station/batches/{id} – one batch of the caller's company: each invoice's state and the counts
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { batchRunJob } from "@/lib/jobs/on-demand-jobs";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { batchCaller } from "@/lib/shipping/batches/batch-caller";
import { getBatchOrThrow, isStalled, toBatchDtos } from "@/lib/shipping/batches/read-batches";
import { batchIdSchema } from "@/lib/shipping/batches/schemas";

export const GET = authedRoute<{ id: string }>(async ({ params, db, auth, company }) => {
  const batchId = batchIdSchema.parse(params.id);
  const { companyId } = await batchCaller(db, auth, company);
  const batch = await getBatchOrThrow(db, { companyId, batchId });
  // A reopened tab that finds its batch unheld (the instance that ran it went away) sets it going again.
  if (isStalled(batch)) await queueKeyedJob(db, batchRunJob, batch.id, { batchId: batch.id });
  const [dto] = await toBatchDtos(db, [batch]);
  return NextResponse.json(dto);
});
