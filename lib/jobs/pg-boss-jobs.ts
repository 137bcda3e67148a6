import PgBoss from "pg-boss";
import { DEADLOCK_DETECTED, pgErrorCode } from "@/db/pg-error-code";
import { logger } from "@/lib/logger";
import type { BackgroundJob } from "./job-list";

/** Cron for "every N minutes" (pg-boss schedules by cron, at most once a minute). */
function everyMinutesCron(minutes: number): string {
  const n = Math.max(1, Math.round(minutes));
  return n >= 60 ? `0 */${Math.max(1, Math.round(n / 60))} * * *` : `*/${n} * * * *`;
}

/**
 * Instances that start together (a deploy) create the same queues at once, and PostgreSQL may end one of those
 * statements as a deadlock: that instance tries again a moment later instead of running without its jobs.
 */
async function retriedOnDeadlock<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (attempt >= attempts || pgErrorCode(err) !== DEADLOCK_DETECTED) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * pg-boss keeps its own schema on the same PostgreSQL. `schedule` is cluster-wide (one job per tick whatever the
 * number of instances) and the singleton queue policy keeps a second run from starting while one is active.
 */
export async function startPgBossJobs(
  connectionString: string,
  jobs: BackgroundJob[],
  run: (job: BackgroundJob) => Promise<void>,
  // How often each instance looks at the schedule; the defaults (30 s, 5 s) suit production, a test shortens them.
  clock: Pick<PgBoss.ConstructorOptions, "cronMonitorIntervalSeconds" | "cronWorkerIntervalSeconds"> = {},
) {
  const boss = new PgBoss({ connectionString, max: 2, ...clock });
  boss.on("error", (err) => logger.error({ err: err.message }, "pg-boss error"));
  await boss.start();
  for (const job of jobs) {
    await retriedOnDeadlock(() => boss.createQueue(job.name, { name: job.name, policy: "singleton" }));
    await retriedOnDeadlock(() => boss.schedule(job.name, everyMinutesCron(job.everyMinutes)));
    await boss.work(job.name, async () => run(job));
  }
  const stop = () => void boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return boss;
}
