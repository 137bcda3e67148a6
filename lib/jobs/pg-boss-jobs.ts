import PgBoss from "pg-boss";
import { logger } from "@/lib/logger";
import type { BackgroundJob } from "./job-list";

/** Cron for "every N minutes" (pg-boss schedules by cron, at most once a minute). */
function everyMinutesCron(minutes: number): string {
  const n = Math.max(1, Math.round(minutes));
  return n >= 60 ? `0 */${Math.max(1, Math.round(n / 60))} * * *` : `*/${n} * * * *`;
}

/**
 * pg-boss keeps its own schema on the same PostgreSQL. `schedule` is cluster-wide (one job per tick whatever the
 * number of instances) and the singleton queue policy keeps a second run from starting while one is active.
 */
export async function startPgBossJobs(connectionString: string, jobs: BackgroundJob[], run: (job: BackgroundJob) => Promise<void>) {
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on("error", (err) => logger.error({ err: err.message }, "pg-boss error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: "singleton" });
    await boss.schedule(job.name, everyMinutesCron(job.everyMinutes));
    await boss.work(job.name, async () => run(job));
  }
  const stop = () => void boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return boss;
}
