import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setJobQueue } from "@/lib/jobs/job-queue";
import type { OnDemandJob } from "@/lib/jobs/on-demand-job";
import { startPgBossJobs } from "@/lib/jobs/pg-boss-jobs";
import { runKeyedJob } from "@/lib/jobs/run-keyed-job";
import { createTestDb } from "@/tests/helpers/test-db";

// Issue 17: work an admin asks for (a webhook replay) goes on the pg-boss queue keyed by what it works on, so two
// requests for the same key at once make one run, across instances. PostgreSQL only, as background-jobs-once.
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hadUrl = "DATABASE_URL" in process.env;

let database: Awaited<ReturnType<typeof createTestDb>>;
const instances: PgBoss[] = [];
const runs: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const countingJob: OnDemandJob<{ id: string }, { ran: string }> = {
  name: "keyed-test",
  run: async (_db, { id }) => {
    runs.push(id);
    await sleep(300);
    return { ran: id };
  },
};

beforeAll(async () => {
  process.env.DATABASE_URL = SERVER_URL;
  database = await createTestDb();
  const worker = {
    name: countingJob.name,
    run: (data: object) => countingJob.run(database.db, data as { id: string }),
  };
  // Two instances work the queue; requests go through the first.
  instances.push(
    ...(await Promise.all([0, 1].map(() => startPgBossJobs(database.url!, [], async () => {}, {}, [worker])))),
  );
  setJobQueue(instances[0]);
});
afterAll(async () => {
  setJobQueue(null);
  await Promise.all(instances.map((boss) => boss.stop({ graceful: false, wait: true, close: true })));
  await database?.close();
  if (!hadUrl) delete process.env.DATABASE_URL;
});

describe("keyed jobs on pg-boss", () => {
  it("two requests for one key at once run the job once; the first waits for its outcome, the second hears it is queued", async () => {
    const [a, b] = await Promise.all([
      runKeyedJob(database.db, countingJob, "delivery-1", { id: "delivery-1" }),
      runKeyedJob(database.db, countingJob, "delivery-1", { id: "delivery-1" }),
    ]);
    expect([a, b]).toContainEqual({ state: "done", result: { ran: "delivery-1" } });
    expect([a, b]).toContainEqual({ state: "queued" });
    await sleep(1_500);
    expect(runs).toEqual(["delivery-1"]);

    // Another key runs beside it, and the same key asked again later runs again (a replay is safe to repeat).
    const [other, later] = await Promise.all([
      runKeyedJob(database.db, countingJob, "delivery-2", { id: "delivery-2" }),
      runKeyedJob(database.db, countingJob, "delivery-1", { id: "delivery-1" }),
    ]);
    expect(other).toEqual({ state: "done", result: { ran: "delivery-2" } });
    expect(later).toEqual({ state: "done", result: { ran: "delivery-1" } });
    expect(runs.sort()).toEqual(["delivery-1", "delivery-1", "delivery-2"]);
  }, 60_000);
});
