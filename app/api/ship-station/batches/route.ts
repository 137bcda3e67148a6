// GET /api/ship-station/batches?branch= – the branch's running batches and the last finished today; POST – Ship Batch
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { batchRunJob } from "@/lib/jobs/on-demand-jobs";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { batchCaller } from "@/lib/shipping/batches/batch-caller";
import { createBatch } from "@/lib/shipping/batches/create-batch";
import { listBranchBatches, toBatchDtos } from "@/lib/shipping/batches/read-batches";
import { batchListQuerySchema, createBatchRequestSchema } from "@/lib/shipping/batches/schemas";

export const GET = authedRoute(async ({ req, db, auth, company }) => {
  const { branch } = readQuery(req, batchListQuerySchema);
  const { companyId } = await batchCaller(db, auth, company);
  return NextResponse.json({ batches: await toBatchDtos(db, await listBranchBatches(db, { companyId, branch })) });
});

export const POST = authedRoute(
  async ({ req, db, auth, company }) => {
    const caller = await batchCaller(db, auth, company);
    const input = createBatchRequestSchema.parse(await readJson(req));
    const batch = await createBatch(db, caller, input);
    // Recorded first; the runner then buys on the job queue, whether or not this tab stays open.
    await queueKeyedJob(db, batchRunJob, batch.id, { batchId: batch.id });
    const [dto] = await toBatchDtos(db, [batch]);
    return NextResponse.json({ batch: dto }, { status: 201 });
  },
  { readsJson: true },
);
