import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, type Company } from "@/db/schema";
import { endSession } from "@/lib/auth/end-sessions";
import { createBatch } from "@/lib/shipping/batches/create-batch";
import { runBatch } from "@/lib/shipping/batches/run-batch";
import { SESSION_ENDED } from "@/lib/shipping/batches/ship-batch-item";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import { PRODUCTS } from "@/sim/erp/fixtures";
import { DEMO, loginAs } from "@/tests/helpers/login";
import {
  addBox,
  BRANCH,
  getBatch,
  newestSession,
  retryBatch,
  review,
  shipBatch,
  typedWeights,
  untilSettled,
} from "./batches/batch-desk";
import { setupBatchSuite } from "./batches/batch-suite";
import { freightLinesAt } from "./ship-desk";

const suite = setupBatchSuite();
let settings: Company["ship54Settings"];

// Freight as an invoice line: the runner reaches the ERP with the session that started the batch.
beforeAll(async () => {
  const eds = await suite.env.db.query.companies.findFirst({ where: eq(companies.id, suite.edsId) });
  settings = eds!.ship54Settings;
  await suite.env.db
    .update(companies)
    .set({
      ship54Settings: { ...settings, freight: { defaultMethod: "lineitem", productId: String(PRODUCTS.freight.id) } },
    })
    .where(eq(companies.id, suite.edsId));
});
afterAll(() => suite.env.db.update(companies).set({ ship54Settings: settings }).where(eq(companies.id, suite.edsId)));

/** The freight lines on each invoice's order that carry its batch label's tracking number. */
async function freightLines(items: { invoiceNumber: string; trackingNumber: string | null }[]) {
  return Promise.all(
    items.map(async (i) => (await freightLinesAt(suite.env.erp, i.invoiceNumber, i.trackingNumber!)).lines.length),
  );
}

describe("a batch's freight by line item", () => {
  it("adds one freight line per invoice, with the ERP session of whoever started the batch", async () => {
    const { batch } = await shipBatch(suite.token, suite.invoices.slice(0, 3), await addBox(suite.env.db, "Line box"));
    const done = await untilSettled(suite.token, batch.id);
    expect(done.counts).toEqual({ total: 3, bought: 3, failed: 0, pending: 0 });
    expect(await freightLines(done.items)).toEqual([1, 1, 1]);
  });

  it("a batch whose session ended: the labels stand, the freight waits, Retry Failed signed in again posts it once", async () => {
    const other = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const session = await newestSession(suite.env.db, suite.staffId);
    const box = await addBox(suite.env.db, "Session box");
    const chosen = suite.invoices.slice(3, 5);
    const reviewed = (await review(other, { invoiceNumbers: chosen, boxPresetId: box, weights: typedWeights(chosen) }))
      .json as BatchReview;
    const batch = await createBatch(
      suite.env.db,
      { companyId: suite.edsId, userId: suite.staffId, sessionId: session.id },
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
    await endSession(suite.env.db, session.id);
    await runBatch(suite.env.db, batch.id);
    const failed = (await getBatch(suite.token, batch.id)).json;
    expect(failed.counts).toMatchObject({ failed: 2, bought: 0 });
    expect(failed.items.map((i: { reason: string }) => i.reason)).toEqual([SESSION_ENDED, SESSION_ENDED]);
    expect(failed.items.every((i: { trackingNumber: string | null }) => i.trackingNumber)).toBe(true);

    expect((await retryBatch(suite.token, batch.id)).status).toBe(200);
    const done = await untilSettled(suite.token, batch.id);
    expect(done.counts).toEqual({ total: 2, bought: 2, failed: 0, pending: 0 });
    expect(done.items.map((i) => i.trackingNumber)).toEqual(
      failed.items.map((i: { trackingNumber: string }) => i.trackingNumber),
    );
    expect(await freightLines(done.items)).toEqual([1, 1]);
  });
});
