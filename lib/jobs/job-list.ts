import "server-only";
import type { Db } from "@/db/client";
import { getEnv } from "@/lib/env";
import { pruneRateQuotes } from "@/lib/shipping/labels/prune-rate-quotes";
import { reReadSilentShipments } from "@/lib/shipping/tracking/backstop";
import { pruneWebhookDeliveries } from "@/lib/shipping/tracking/prune-deliveries";

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
  ];
}
