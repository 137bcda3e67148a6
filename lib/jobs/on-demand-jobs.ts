import type { Db } from "@/db/client";
import { replayDelivery } from "@/lib/shipping/tracking/replay-delivery";

/** Work a request asks for, done once per key across instances (lib/jobs/run-keyed-job.ts). */
export type OnDemandJob<D extends object, T> = { name: string; run(db: Db, data: D): Promise<T> };

/** An admin's replay of a stored tracking webhook delivery, keyed by the delivery's id. */
export const webhookReplayJob = {
  name: "webhook-replay",
  run: (db: Db, data: { deliveryId: string }) => replayDelivery(db, data.deliveryId),
} satisfies OnDemandJob<{ deliveryId: string }, unknown>;

export const onDemandJobs: OnDemandJob<never, unknown>[] = [webhookReplayJob];
