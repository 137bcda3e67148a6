import "server-only";
import { getDb } from "@/db/client";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { backgroundJobs, type BackgroundJob } from "./job-list";
import { setJobQueue } from "./job-queue";
import { onDemandJobs } from "./on-demand-jobs";
import { startWithBackOff } from "./start-with-back-off";

let started = false;

async function runLogged(job: BackgroundJob) {
  const startedAt = Date.now();
  try {
    const result = await job.run(await getDb());
    logger.info({ job: job.name, ms: Date.now() - startedAt, result }, "background job done");
  } catch (err) {
    logger.error({ job: job.name, err: err instanceof Error ? err.message : String(err) }, "background job failed");
  }
}

/**
 * Start the periodic jobs once per process. On PostgreSQL they go through pg-boss, whose schedule and singleton
 * queue make each period's run happen once across every instance; on PGlite there is only this process, so a
 * plain timer is enough.
 */
export async function startBackgroundJobs() {
  if (started) return;
  started = true;
  const jobs = backgroundJobs();
  if (jobs.length === 0) return;
  const url = getEnv().DATABASE_URL;
  if (url) {
    const { startPgBossJobs } = await import("./pg-boss-jobs");
    const workers = onDemandJobs.map((job) => ({
      name: job.name,
      run: async (data: object) => job.run(await getDb(), data as never),
    }));
    // A database that is not there yet must not stop the app from serving: the jobs start once it answers.
    void startWithBackOff(() => startPgBossJobs(url, jobs, runLogged, {}, workers), { what: "background jobs" }).then(
      setJobQueue,
    );
    return;
  }
  for (const job of jobs) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void runLogged(job).finally(() => (running = false));
    }, job.everyMinutes * 60_000);
    timer.unref();
  }
}
