// POST /api/ship-station/batches/{id}/retry – Retry Failed: the failed invoices go back to the queue, bought at most once
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { batchRunJob } from "@/lib/jobs/on-demand-jobs";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { batchCaller } from "@/lib/shipping/batches/batch-caller";
import { toBatchDtos } from "@/lib/shipping/batches/read-batches";
import { retryBatch } from "@/lib/shipping/batches/retry-batch";
import { batchIdSchema } from "@/lib/shipping/batches/schemas";

export const POST = authedRoute<{ id: string }>(async ({ params, db, auth, company }) => {
  const batchId = batchIdSchema.parse(params.id);
  const caller = await batchCaller(db, auth, company);
  const { batch, requeued } = await retryBatch(db, { ...caller, batchId });
  if (requeued) await queueKeyedJob(db, batchRunJob, batch.id, { batchId: batch.id });
  const [dto] = await toBatchDtos(db, [batch]);
  return NextResponse.json(dto);
});
