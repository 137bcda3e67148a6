import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDb } from "@/db/client";
import { batchItems, batches, intents } from "@/db/schema";
import { resumeBatches } from "@/lib/jobs/job-list";
import { createBatch } from "@/lib/shipping/batches/create-batch";
import { runBatch } from "@/lib/shipping/batches/run-batch";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { getStorage } from "@/lib/storage/s3-client";
import {
  addBox,
  BRANCH,
  getBatch,
  labelsAtShippo,
  labelsPdf,
  retryBatch,
  review,
  shipBatch,
  typedWeights,
  untilSettled,
} from "./batches/batch-desk";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { setupBatchSuite } from "./batches/batch-suite";

const suite = setupBatchSuite();

/** Each test ships with a box of its own; the invoices then ship their next package (a new purchase key). */
let boxes = 0;
const newBox = () => addBox(suite.env.db, `Box ${++boxes}`);

/** For each item of the batch, how many freight postings its package has (done intents of kind freight). */
async function freightPosted(batchId: string) {
  const items = await suite.env.db.select().from(batchItems).where(eq(batchItems.batchId, batchId));
  const rows = await suite.env.db
    .select({ key: intents.key, state: intents.state })
    .from(intents)
    .where(and(eq(intents.kind, "freight"), eq(intents.companyId, suite.edsId)));
  return items.map(
    (i) =>
      rows.filter((r) => r.key === `${suite.edsId}:${i.invoiceNumber}:${i.packageNumber}` && r.state === "done").length,
  );
}

/** A reviewed batch recorded as Ship Batch records it, without its runner started: the test runs the runners. */
async function recordedBatch(invoiceNumbers: string[], box: string, sessionToken = suite.token) {
  const reviewed = (
    await review(sessionToken, { invoiceNumbers, boxPresetId: box, weights: typedWeights(invoiceNumbers) })
  ).json as BatchReview;
  const session = await suite.env.db.query.sessions.findFirst({
    where: (s, { eq: is }) => is(s.userId, suite.staffId),
  });
  const batch = await createBatch(
    suite.env.db,
    { companyId: suite.edsId, userId: suite.staffId, sessionId: session!.id },
    {
      branch: BRANCH,
      boxPresetId: box,
      rule: { kind: "cheapest" },
      items: reviewed.items.map((i) => ({
        invoiceNumber: i.invoiceNumber,
        quoteId: i.rate!.quoteId,
        weight: i.weight,
      })),
    },
  );
  return { batch, quoteIds: reviewed.items.map((i) => i.rate!.quoteId) };
}

describe("a batch under faults", () => {
  it("a label answer lost mid-batch: the item fails in doubt, Retry Failed recovers it, one label per invoice", async () => {
    const chosen = suite.invoices.slice(0, 5);
    await suite.env.shippo.control("/lose-next-transaction", { count: 1, mode: "error" });
    const { review: reviewed, batch } = await shipBatch(suite.token, chosen, await newBox());
    const first = await untilSettled(suite.token, batch.id);
    expect(first.counts).toMatchObject({ total: 5, failed: 1, bought: 4 });

    await suite.env.shippo.clearFaults();
    expect((await retryBatch(suite.token, batch.id)).status).toBe(200);
    const done = await untilSettled(suite.token, batch.id);
    expect(done.counts).toEqual({ total: 5, bought: 5, failed: 0, pending: 0 });
    const quoteIds = reviewed.items.map((i) => i.rate!.quoteId);
    expect(await labelsAtShippo(suite.env.db, suite.env.shippo, quoteIds)).toEqual([1, 1, 1, 1, 1]);

    // Pressed again on a finished batch: nothing to queue, nothing bought.
    expect((await retryBatch(suite.token, batch.id)).json.counts.bought).toBe(5);
    expect(await labelsAtShippo(suite.env.db, suite.env.shippo, quoteIds)).toEqual([1, 1, 1, 1, 1]);
  });

  it("two runners on one database: one runs the batch, the other leaves; each label bought and posted once", async () => {
    const chosen = suite.invoices.slice(0, 6);
    const { batch, quoteIds } = await recordedBatch(chosen, await newBox());
    await suite.env.shippo.control("/latency", { ms: 100 });
    // On PostgreSQL the second runner has a pool of its own, as a second instance would.
    const second = suite.env.databaseUrl ? await openDb({ url: suite.env.databaseUrl }) : null;
    const runs = await Promise.all([
      runBatch(suite.env.db, batch.id),
      runBatch(second?.db ?? suite.env.db, batch.id),
    ]).finally(() => second?.close());
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.find((r) => r.ran)).toEqual({ ran: true, finished: true });
    expect(await labelsAtShippo(suite.env.db, suite.env.shippo, quoteIds)).toEqual(Array(6).fill(1));

    const items = await suite.env.db.select().from(batchItems).where(eq(batchItems.batchId, batch.id));
    expect(items.every((i) => i.state === "bought")).toBe(true);
    const files = await getStorage().client.send(
      new ListObjectsV2Command({ Bucket: getStorage().bucket, Prefix: `${suite.edsId}/filedrop/` }),
    );
    for (const i of items)
      expect(files.Contents?.filter((f) => f.Key?.includes(`${i.invoiceNumber}-${i.packageNumber}-`))).toHaveLength(1);
  });

  it("a restart: a batch its runner left mid-purchase is resumed by the resume job and finished once", async () => {
    const chosen = suite.invoices.slice(0, 4);
    const { batch, quoteIds } = await recordedBatch(chosen, await newBox());
    // The instance died while buying the first: its item says buying, its lease has lapsed.
    const [firstItem] = await suite.env.db
      .select()
      .from(batchItems)
      .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.position, 0)));
    await suite.env.db.update(batchItems).set({ state: "buying" }).where(eq(batchItems.id, firstItem.id));
    await suite.env.db
      .update(batches)
      .set({ runnerId: crypto.randomUUID(), leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(batches.id, batch.id));

    expect(await resumeBatches(suite.env.db)).toBeGreaterThanOrEqual(1);
    const done = await untilSettled(suite.token, batch.id);
    expect(done.counts).toEqual({ total: 4, bought: 4, failed: 0, pending: 0 });
    expect(await labelsAtShippo(suite.env.db, suite.env.shippo, quoteIds)).toEqual([1, 1, 1, 1]);
    expect(await freightPosted(batch.id)).toEqual([1, 1, 1, 1]);
  });

  it("another company's batch is a 404 on every route", async () => {
    const { batch } = await shipBatch(suite.token, suite.invoices.slice(0, 1), await newBox());
    await untilSettled(suite.token, batch.id);
    const heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
    for (const answer of [
      await getBatch(heritage, batch.id),
      await retryBatch(heritage, batch.id),
      await labelsPdf(heritage, batch.id),
    ])
      expect(answer).toMatchObject({ status: 404, json: { error: "Batch not found" } });
    const unknown = await getBatch(suite.token, crypto.randomUUID());
    expect(unknown.status).toBe(404);
    const rows = await suite.env.db
      .select()
      .from(batches)
      .where(inArray(batches.id, [batch.id]));
    expect(rows[0].companyId).toBe(suite.edsId);
  });
});
