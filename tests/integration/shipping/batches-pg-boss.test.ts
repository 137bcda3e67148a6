import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "@/db/client";
import { batchRunJob } from "@/lib/jobs/on-demand-jobs";
import { setJobQueue } from "@/lib/jobs/job-queue";
import { startPgBossJobs } from "@/lib/jobs/pg-boss-jobs";
import type { BatchRun } from "@/lib/shipping/batches/run-batch";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import {
  addBox,
  everyShipViaAParcel,
  labelsAtShippo,
  queuedInvoices,
  shipBatch,
  untilSettled,
} from "./batches/batch-desk";

// Two instances work the job queue (pg-boss, each with its own database pool); Ship Batch goes through the first
// and the second is asked to run the same batch too. PostgreSQL only, as the other pg-boss suites.
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hadUrl = "DATABASE_URL" in process.env;

let env: TestEnv & { shippo: ShippoStandIn };
let s3: S3StandIn;
let second: DbHandle;
const instances: PgBoss[] = [];
const runs: { instance: number; run: BatchRun }[] = [];

beforeAll(async () => {
  process.env.DATABASE_URL = SERVER_URL;
  s3 = await startTestS3();
  env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "2000" } });
  second = await openDb({ url: env.databaseUrl! });
  const pools = [env.db, second.db];
  instances.push(
    ...(await Promise.all(
      pools.map((db, instance) =>
        startPgBossJobs(env.databaseUrl!, [], async () => {}, {}, [
          {
            name: batchRunJob.name,
            run: async (data: object) => {
              const run = await batchRunJob.run(db, data as { batchId: string });
              runs.push({ instance, run });
              return run;
            },
          },
        ]),
      ),
    )),
  );
  setJobQueue(instances[0]);
});
afterAll(async () => {
  setJobQueue(null);
  await Promise.all(instances.map((boss) => boss.stop({ graceful: false, wait: true, close: true })));
  await second?.close();
  await env?.close();
  await s3?.close();
  if (!hadUrl) delete process.env.DATABASE_URL;
});

describe("a batch on the job queue with two instances", () => {
  it("runs on one of them, once: each invoice bought once, the other instance's run leaves at once", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    await everyShipViaAParcel(env.db);
    const invoices = await queuedInvoices(token, 6);
    const { review, batch } = await shipBatch(token, invoices, await addBox(env.db));
    // The second instance is asked too (a reopened tab's read served by it, or its resume job).
    await instances[1].send(batchRunJob.name, { batchId: batch.id }, { singletonKey: batch.id, retryLimit: 0 });
    const done = await untilSettled(token, batch.id);
    expect(done.counts).toEqual({ total: 6, bought: 6, failed: 0, pending: 0 });
    expect(
      await labelsAtShippo(
        env.db,
        env.shippo,
        review.items.map((i) => i.rate!.quoteId),
      ),
    ).toEqual(Array(6).fill(1));
    // The runner notes its run just after the batch reads finished.
    for (let i = 0; i < 100 && !runs.some((r) => r.run.finished); i++) await new Promise((r) => setTimeout(r, 50));
    expect(runs.filter((r) => r.run.ran)).toHaveLength(1);
    expect(runs.filter((r) => r.run.finished)).toHaveLength(1);
  });
});
