import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { backgroundJobs, type BackgroundJob } from "@/lib/jobs/job-list";
import { startPgBossJobs } from "@/lib/jobs/pg-boss-jobs";
import { createTestDb } from "@/tests/helpers/test-db";

// Issue 17, scale-out: the tracking backstop runs once per period across every instance on one PostgreSQL, not once
// per process. Two instances' job runners start on one database at the same moment and both look at the schedule
// every second; the backstop, due every minute, must run once in that minute whichever instance takes it.
// PostgreSQL only (pg-boss keeps its queue there): the run's DATABASE_URL, or the machine's PostgreSQL.
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hadUrl = "DATABASE_URL" in process.env;
const hadEvery = process.env.TRACKING_BACKSTOP_EVERY_MINUTES;

let database: Awaited<ReturnType<typeof createTestDb>>;
const instances: PgBoss[] = [];
beforeAll(async () => {
  process.env.DATABASE_URL = SERVER_URL;
  process.env.TRACKING_BACKSTOP_EVERY_MINUTES = "1";
  resetEnvCache();
  database = await createTestDb();
});
afterAll(async () => {
  await Promise.all(instances.map((boss) => boss.stop({ graceful: false, wait: true, close: true })));
  await database?.close();
  if (!hadUrl) delete process.env.DATABASE_URL;
  if (hadEvery === undefined) delete process.env.TRACKING_BACKSTOP_EVERY_MINUTES;
  else process.env.TRACKING_BACKSTOP_EVERY_MINUTES = hadEvery;
  resetEnvCache();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("background jobs across two instances", () => {
  it("the tracking backstop runs once a minute in all, not once per instance", async () => {
    const jobs = backgroundJobs().filter((job) => job.name === "tracking-backstop");
    expect(jobs).toHaveLength(1);

    const runs: { instance: string; job: string; at: number }[] = [];
    const runner = (instance: string) => async (job: BackgroundJob) => {
      runs.push({ instance, job: job.name, at: Date.now() });
      // The real job against the suite's database: a run that takes a while must not let a second one start.
      await job.run(database.db);
      await sleep(1_000);
    };
    // The schedule's periods are the clock's minutes: start early in one, so the whole check stays inside it.
    const secondOfMinute = () => (Date.now() % 60_000) / 1000;
    if (secondOfMinute() > 30) await sleep(61_000 - (Date.now() % 60_000));
    const minuteEnds = Date.now() - (Date.now() % 60_000) + 60_000;

    const fastClock = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    instances.push(
      ...(await Promise.all([
        startPgBossJobs(database.url!, jobs, runner("first"), fastClock),
        startPgBossJobs(database.url!, jobs, runner("second"), fastClock),
      ])),
    );
    // Both instances look at the schedule every second until the minute is nearly over.
    await sleep(minuteEnds - 3_000 - Date.now());

    expect(
      runs.map((run) => run.job),
      `runs: ${JSON.stringify(runs)}`,
    ).toEqual(["tracking-backstop"]);
    expect(runs[0].at).toBeLessThan(minuteEnds);
  }, 150_000);
});
