// Issue 36, defect 7: a batch item naming another invoice's quote was accepted, so invoice A's label was bought to
// B's ship-to (the quote's addresses are the label's) and A's freight posted at B's cost.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { batches, batchItems, intents, rateQuotes } from "@/db/schema";
import { createBatch } from "@/lib/shipping/batches/create-batch";
import { runBatch } from "@/lib/shipping/batches/run-batch";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { callRoute } from "@/tests/helpers/call-route";
import { addBox, BRANCH, getBatch, labelsAtShippo, newestSession, review, typedWeights } from "./batches/batch-desk";
import { setupBatchSuite } from "./batches/batch-suite";

const suite = setupBatchSuite();

/** Two invoices reviewed together: each with the quote its review showed. */
async function reviewTwo(boxName: string, invoices: string[]) {
  const box = await addBox(suite.env.db, boxName);
  const reviewed = (
    await review(suite.token, { invoiceNumbers: invoices, boxPresetId: box, weights: typedWeights(invoices) })
  ).json as BatchReview;
  const [a, b] = reviewed.items.map((i) => ({
    invoiceNumber: i.invoiceNumber,
    quoteId: i.rate!.quoteId,
    weight: i.weight!,
  }));
  return { box, a, b };
}

describe("regression: a batch item with another invoice's quote (issue 36 defect 7)", () => {
  it("Ship Batch refuses it with a 400 naming the invoice; no batch is recorded and nothing is bought", async () => {
    const { box, a, b } = await reviewTwo("Swap box", suite.invoices.slice(0, 2));
    const before = await suite.env.db.select().from(batches);
    const created = await callRoute(createRoute, {
      token: suite.token,
      body: {
        branch: BRANCH,
        boxPresetId: box,
        rule: { kind: "cheapest" },
        items: [{ invoiceNumber: a.invoiceNumber, quoteId: b.quoteId, weight: a.weight }],
      },
    });
    expect(created).toMatchObject({
      status: 400,
      json: { error: `The rate chosen for invoice ${a.invoiceNumber} was not quoted for it. Please Review again.` },
    });
    expect(await suite.env.db.select().from(batches)).toEqual(before);
    expect(await labelsAtShippo(suite.env.db, suite.env.shippo, [a.quoteId, b.quoteId])).toEqual([0, 0]);
    // Each with its own quote, the same batch is taken.
    const own = await callRoute(createRoute, {
      token: suite.token,
      body: { branch: BRANCH, boxPresetId: box, rule: { kind: "cheapest" }, items: [a, b] },
    });
    expect(own.status).toBe(201);
  });

  it("the runner refuses an item whose quote is another invoice's: the item fails, no label, no freight", async () => {
    const { box, a, b } = await reviewTwo("Runner box", suite.invoices.slice(2, 4));
    const session = await newestSession(suite.env.db, suite.staffId);
    const batch = await createBatch(
      suite.env.db,
      { companyId: suite.edsId, userId: suite.staffId, sessionId: session.id },
      { branch: BRANCH, boxPresetId: box, rule: { kind: "cheapest" }, items: [a] },
    );
    // An item as an older Ship Batch (or a hand) could have written it.
    await suite.env.db.update(batchItems).set({ quoteId: b.quoteId }).where(eq(batchItems.batchId, batch.id));
    await runBatch(suite.env.db, batch.id);
    const { json } = await getBatch(suite.token, batch.id);
    expect(json.items[0]).toMatchObject({
      invoiceNumber: a.invoiceNumber,
      state: "failed",
      reason: `The rate chosen for invoice ${a.invoiceNumber} was not quoted for it. Please Review again.`,
      trackingNumber: null,
    });
    expect(await labelsAtShippo(suite.env.db, suite.env.shippo, [b.quoteId])).toEqual([0]);
    const labelIntents = await suite.env.db.select().from(intents).where(eq(intents.kind, "label"));
    expect(labelIntents.filter((i) => i.key.includes(a.invoiceNumber))).toEqual([]);
  });

  it("the quote records the invoice it was quoted for", async () => {
    const { a } = await reviewTwo("Record box", suite.invoices.slice(4, 6));
    const [quote] = await suite.env.db.select().from(rateQuotes).where(eq(rateQuotes.rateId, a.quoteId));
    expect(quote.invoiceNumber).toBe(a.invoiceNumber);
  });
});
