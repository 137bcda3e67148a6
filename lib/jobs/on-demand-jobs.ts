import type { Db } from "@/db/client";
import { runBatch } from "@/lib/shipping/batches/run-batch";
import { customerMailJob } from "@/lib/shipping/mails/customer-mail-job";
import { replayDelivery } from "@/lib/shipping/tracking/replay-delivery";
import { shipmentWorkflowJob } from "@/lib/shipping/workflow/workflow-job";
import type { OnDemandJob } from "./on-demand-job";

/** An admin's replay of a stored tracking webhook delivery, keyed by the delivery's id. */
export const webhookReplayJob = {
  name: "webhook-replay",
  run: (db: Db, data: { deliveryId: string }) => replayDelivery(db, data.deliveryId),
} satisfies OnDemandJob<{ deliveryId: string }, unknown>;

/** A batch's runner (issue 27 point 4), keyed by the batch: whichever instance is free buys it, once. */
export const batchRunJob = {
  name: "batch-run",
  run: (db: Db, data: { batchId: string }) => runBatch(db, data.batchId),
} satisfies OnDemandJob<{ batchId: string }, unknown>;

export const onDemandJobs: OnDemandJob<never, unknown>[] = [
  webhookReplayJob,
  batchRunJob,
  customerMailJob,
  shipmentWorkflowJob,
];
