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

/** A job a request puts on the queue (lib/jobs/run-keyed-job.ts), and how this instance runs it. */
export type OnDemandWorker = { name: string; run(data: object): Promise<unknown> };

/**
 * pg-boss keeps its own schema on the same PostgreSQL. `schedule` is cluster-wide (one job per tick whatever the
 * number of instances) and the singleton queue policy keeps a second run from starting while one is active.
 * On-demand queues are stately: one job waiting per singleton key.
 */
export async function startPgBossJobs(
  connectionString: string,
  jobs: BackgroundJob[],
  run: (job: BackgroundJob) => Promise<void>,
  // How often each instance looks at the schedule; the defaults (30 s, 5 s) suit production, a test shortens them.
  clock: Pick<PgBoss.ConstructorOptions, "cronMonitorIntervalSeconds" | "cronWorkerIntervalSeconds"> = {},
  onDemand: OnDemandWorker[] = [],
) {
  const boss = new PgBoss({ connectionString, max: 2, ...clock });
  boss.on("error", (err) => logger.error({ err: err.message }, "pg-boss error"));
  try {
    await boss.start();
    for (const job of jobs) {
      await retriedOnDeadlock(() => boss.createQueue(job.name, { name: job.name, policy: "singleton" }));
      await retriedOnDeadlock(() => boss.schedule(job.name, everyMinutesCron(job.everyMinutes)));
      await boss.work(job.name, async () => run(job));
    }
    for (const job of onDemand) {
      await retriedOnDeadlock(() => boss.createQueue(job.name, { name: job.name, policy: "stately" }));
      // Someone is waiting for the answer: look for these more often than pg-boss's default 2 s.
      await boss.work<object>(job.name, { pollingIntervalSeconds: 0.5 }, async ([queued]) => job.run(queued.data));
    }
  } catch (err) {
    // A start that failed part-way must not leave its pool or timers behind before the next attempt.
    await boss.stop({ graceful: false, close: true, wait: true }).catch(() => undefined);
    throw err;
  }
  const stop = () => void boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return boss;
}
