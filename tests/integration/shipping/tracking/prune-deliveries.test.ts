import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, shippoWebhookDeliveries as deliveries } from "@/db/schema";
import { backgroundJobs } from "@/lib/jobs/job-list";
import {
  DELIVERY_KEEP_DAYS,
  pruneWebhookDeliveries,
  RAW_BODY_KEEP_DAYS,
} from "@/lib/shipping/tracking/prune-deliveries";
import { replayDelivery } from "@/lib/shipping/tracking/replay-delivery";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 24, point 8: deliveries are kept 90 days and their raw bodies 30, pruned by the job queue a batch at a time.
let env: TestEnv;
let companyId: string;
beforeAll(async () => {
  env = await startTestEnv();
  const [eds] = await env.db.select({ id: companies.id }).from(companies).where(eq(companies.companyCode, "EDS"));
  companyId = eds.id;
});
afterAll(() => env?.close());

const DAY = 86_400_000;
const body = (trackingNumber: string) =>
  JSON.stringify({
    event: "track_updated",
    data: { carrier: "usps", tracking_number: trackingNumber, address_to: { name: "Bay Builders" } },
  });

/** Deliveries received `ageDays` ago, their tracking numbers naming their age; answers their ids in order. */
async function received(...ageDays: number[]) {
  const rows = await env.db
    .insert(deliveries)
    .values(
      ageDays.map((age, i) => ({
        companyId,
        receivedAt: new Date(Date.now() - age * DAY),
        event: "track_updated",
        carrier: "usps",
        trackingNumber: `AGE${age}-${i}`,
        rawBody: body(`AGE${age}-${i}`),
      })),
    )
    .returning({ id: deliveries.id });
  return rows.map((r) => r.id);
}

async function left(ids: string[]) {
  const rows = await env.db
    .select({ id: deliveries.id, rawBody: deliveries.rawBody })
    .from(deliveries)
    .where(inArray(deliveries.id, ids));
  return new Map(rows.map((r) => [r.id, r.rawBody]));
}

describe("pruning Shippo webhook deliveries", () => {
  it("is one of the periodic jobs", () => {
    expect(backgroundJobs().map((job) => job.name)).toContain("webhook-delivery-prune");
  });

  it("deletes deliveries past 90 days and clears the raw bodies past 30, keeping the rest as they were", async () => {
    const ages = [
      1,
      RAW_BODY_KEEP_DAYS - 1,
      RAW_BODY_KEEP_DAYS + 1,
      DELIVERY_KEEP_DAYS - 1,
      DELIVERY_KEEP_DAYS + 1,
      400,
    ];
    const ids = await received(...ages);

    expect(await pruneWebhookDeliveries(env.db)).toEqual({ deleted: 2, cleared: 2 });

    const kept = await left(ids);
    expect([...kept.keys()].sort()).toEqual(ids.slice(0, 4).sort());
    expect(kept.get(ids[0])).toBe(body("AGE1-0"));
    expect(kept.get(ids[1])).toBe(body(`AGE${RAW_BODY_KEEP_DAYS - 1}-1`));
    expect(kept.get(ids[2])).toBeNull();
    expect(kept.get(ids[3])).toBeNull();
    expect(await pruneWebhookDeliveries(env.db)).toEqual({ deleted: 0, cleared: 0 });
  });

  it("works in bounded batches: a run does at most its budget and the next run goes on", async () => {
    const old = await received(...Array.from({ length: 5 }, () => DELIVERY_KEEP_DAYS + 10));
    const stale = await received(...Array.from({ length: 3 }, () => RAW_BODY_KEEP_DAYS + 10));
    const limits = { batchRows: 2, maxBatches: 2 };

    expect(await pruneWebhookDeliveries(env.db, limits)).toEqual({ deleted: 4, cleared: 4 });
    expect((await left(old)).size).toBe(1);
    expect([...(await left(stale)).values()]).toEqual([null, null, null]);
    expect(await pruneWebhookDeliveries(env.db, limits)).toEqual({ deleted: 1, cleared: 0 });
    expect((await left(old)).size).toBe(0);
  });

  it("replays a delivery whose raw body was cleared from the columns kept of it", async () => {
    const [id] = await received(RAW_BODY_KEEP_DAYS + 5);
    await pruneWebhookDeliveries(env.db);
    expect((await left([id])).get(id)).toBeNull();

    // No shipment has this tracking number: the replay reads it from the row and says so, not "not JSON".
    expect(await replayDelivery(env.db, id)).toMatchObject({ outcome: "ignored", reason: "Unknown tracking number" });
  });
});
