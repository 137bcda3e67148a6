import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  addBox,
  labelsAtShippo,
  labelsPdf,
  listBatches,
  retryBatch,
  shipBatch,
  untilSettled,
} from "./batches/batch-desk";
import { setupBatchSuite } from "./batches/batch-suite";

const suite = setupBatchSuite();

describe("Ship a batch", () => {
  it("buys 10 labels with one refused, Retry Failed buys that one once, and the merged PDF has every label", async () => {
    const { env, token, invoices } = suite;
    const box = await addBox(env.db);
    expect(invoices).toHaveLength(10);
    await env.shippo.control("/fail-next-label", { count: 1, text: "Address not deliverable" });
    const { review, batch } = await shipBatch(token, invoices, box);
    // Every one rated; a hold or a COD balance under warn is kept (the default leaves it out).
    expect(review.items.filter((i) => i.rate)).toHaveLength(10);
    expect(batch.counts).toMatchObject({ total: 10 });

    const first = await untilSettled(token, batch.id);
    expect(first.counts).toEqual({ total: 10, bought: 9, failed: 1, pending: 0 });
    const failed = first.items.find((i) => i.state === "failed")!;
    expect(failed.reason).toContain("Address not deliverable");

    const retried = await retryBatch(token, batch.id);
    expect(retried.status).toBe(200);
    const done = await untilSettled(token, batch.id);
    expect(done.counts).toEqual({ total: 10, bought: 10, failed: 0, pending: 0 });
    expect(done.items.every((i) => i.trackingNumber)).toBe(true);

    const quoteIds = review.items.map((i) => i.rate!.quoteId);
    expect(await labelsAtShippo(env.db, env.shippo, quoteIds)).toEqual(Array(10).fill(1));

    const pdf = await labelsPdf(token, batch.id);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(new Uint8Array(await pdf.res.arrayBuffer()));
    expect(doc.getPageCount()).toBe(10);

    const listed = await listBatches(token);
    expect(listed.json.batches.map((b: { id: string }) => b.id)).toContain(batch.id);
  });
});
