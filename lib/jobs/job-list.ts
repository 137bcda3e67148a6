import type { Db } from "@/db/client";
import { getEnv } from "@/lib/env";
import { reReadSilentShipments } from "@/lib/tracking/backstop";

export type BackgroundJob = { name: string; everyMinutes: number; run(db: Db): Promise<unknown> };

/** The portal's periodic work. Each runs once per period across all instances (lib/jobs/start-jobs.ts). */
export function backgroundJobs(): BackgroundJob[] {
  const env = getEnv();
  const jobs: BackgroundJob[] = [
    {
      name: "tracking-backstop",
      everyMinutes: env.TRACKING_BACKSTOP_EVERY_MINUTES,
      run: (db) => reReadSilentShipments(db, { silentMinutes: env.TRACKING_BACKSTOP_SILENT_MINUTES }),
    },
  ];
  return jobs.filter((job) => job.everyMinutes > 0);
}
