import "server-only";
import type { Db } from "@/db/client";
import { getEnv } from "@/lib/env";
import { listStalledBatches } from "@/lib/shipping/batches/read-batches";
import { pruneRateQuotes } from "@/lib/shipping/labels/prune-rate-quotes";
import { sendDueMails } from "@/lib/shipping/mails/send-due-mails";
import { reReadSilentShipments } from "@/lib/shipping/tracking/backstop";
import { settleOpenRefunds } from "@/lib/shipping/voids/settle-open-refunds";
import { dueWorkflows, shipmentWorkflowJob } from "@/lib/shipping/workflow/workflow-job";
import { pruneWebhookDeliveries } from "@/lib/shipping/tracking/prune-deliveries";
import { batchRunJob } from "./on-demand-jobs";
import { queueKeyedJob } from "./run-keyed-job";

export type BackgroundJob = { name: string; everyMinutes: number; run(db: Db): Promise<unknown> };

/**
 * The portal's periodic work. Each runs once per period across all instances (lib/jobs/start-jobs.ts).
 * TRACKING_BACKSTOP_EVERY_MINUTES=0 keeps a process out of background work altogether.
 */
export function backgroundJobs(): BackgroundJob[] {
  const env = getEnv();
  if (env.TRACKING_BACKSTOP_EVERY_MINUTES <= 0) return [];
  return [
    {
      name: "tracking-backstop",
      everyMinutes: env.TRACKING_BACKSTOP_EVERY_MINUTES,
      run: (db) => reReadSilentShipments(db, { silentMinutes: env.TRACKING_BACKSTOP_SILENT_MINUTES }),
    },
    { name: "rate-quote-prune", everyMinutes: 60, run: (db) => pruneRateQuotes(db) },
    { name: "webhook-delivery-prune", everyMinutes: 60, run: (db) => pruneWebhookDeliveries(db) },
    // A restart (or a crashed instance) leaves its batches unheld: each goes back on the queue within the minute.
    { name: "batch-resume", everyMinutes: 1, run: (db) => resumeBatches(db) },
    // A shipment's steps after its label that no runner holds (its request, tab or instance went away, or a step
    // waits to be tried again) are finished within the minute (CLARIFICATIONS 56).
    { name: "shipment-workflows-resume", everyMinutes: 1, run: (db) => resumeShipmentWorkflows(db) },
    // Refunds Shippo still holds are read again until they settle; a refused one puts its label back live (57).
    { name: "refunds-settle", everyMinutes: 5, run: (db) => settleOpenRefunds(db) },
    // Customer mails a mail server that was down left pending go out once it is back (issue 29).
    { name: "customer-mails-retry", everyMinutes: 1, run: (db) => sendDueMails(db) },
  ];
}

/** Queues a runner for every running batch no runner holds; answers how many. */
export async function resumeBatches(db: Db): Promise<number> {
  const stalled = await listStalledBatches(db);
  for (const batchId of stalled) await queueKeyedJob(db, batchRunJob, batchId, { batchId });
  return stalled.length;
}

/** Queues a runner for every shipment workflow that is due and unheld; answers how many. */
export async function resumeShipmentWorkflows(db: Db): Promise<number> {
  const due = await dueWorkflows(db);
  for (const workflowId of due) await queueKeyedJob(db, shipmentWorkflowJob, workflowId, { workflowId });
  return due.length;
}
