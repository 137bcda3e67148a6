// A batch of every kind (CLARIFICATIONS 63, 64): weights from the ERP's lines, what must not ship left out, the
// missing weights asked for, and the rest bought at the weights shown.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { boxPresets, companies, rateQuotes, shipments } from "@/db/schema";
import type { BatchReview, BatchReviewItem } from "@/lib/shipping/batches/schemas";
import { MIXED_BATCH_BRANCH, MIXED_BATCH_ORDERS as M } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { review, untilSettled } from "./batches/batch-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let box: string;
let edsId: string;
let s3: S3StandIn;
beforeAll(async () => {
  // Freight by file drop (the company's default) goes to file storage.
  s3 = await startTestS3();
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  // 2 lb empty: each invoice weighs its goods plus 2 lb.
  const [preset] = await env.db
    .insert(boxPresets)
    .values({
      companyId: edsId,
      branch: MIXED_BATCH_BRANCH,
      name: "Mixed box",
      length: 12,
      width: 10,
      height: 8,
      emptyWeight: 2,
    })
    .returning();
  box = preset.id;
});
afterAll(async () => {
  await env.close();
  await s3.close();
});

const all = Object.values(M).map((o) => o.fullInvoiceID);
const reviewMixed = (body: { invoiceNumbers: string[]; weights?: Record<string, number> }) =>
  review(token, { branch: MIXED_BATCH_BRANCH, boxPresetId: box, shipViaKeywords: ["UPS", "FEDEX"], ...body });
const create = (items: { invoiceNumber: string; quoteId: string; weight?: number | null }[]) =>
  callRoute(createRoute, {
    token,
    body: { branch: MIXED_BATCH_BRANCH, boxPresetId: box, rule: { kind: "cheapest" }, items },
  });

describe("a batch of mixed orders", () => {
  let items: Map<string, BatchReviewItem>;
  let totals: BatchReview["totals"];
  beforeAll(async () => {
    const { status, json } = await reviewMixed({ invoiceNumbers: all });
    expect(status).toBe(200);
    items = new Map((json as BatchReview).items.map((i) => [i.invoiceNumber, i]));
    totals = (json as BatchReview).totals;
  });

  it("weighs each invoice from the ERP: its lines' quantity x product weight plus the box, rounded up to the tenth", () => {
    // 300 x 0.03 + 32 x 0.01 + 2 = 11.32 lb: 11.4, never 11.3.
    expect(items.get(M.parcel.fullInvoiceID)).toMatchObject({ weight: 11.4, weightNeeded: false, leftOut: null });
    expect(items.get(M.parcel.fullInvoiceID)!.rate?.carrier).toBe("UPS");
    expect(items.get(M.parcel2.fullInvoiceID)).toMatchObject({ weight: 5, weightNeeded: false, leftOut: null });
    expect(items.get(M.parcel2.fullInvoiceID)!.rate?.carrier).toBe("FedEx");
  });

  it("says Weight needed, with no rate, when a line's product has no weight", () => {
    expect(items.get(M.noWeight.fullInvoiceID)).toMatchObject({
      weight: null,
      weightNeeded: true,
      rate: null,
      reason: "Weight needed: product 100004 has no weight in the ERP. Type the package's weight.",
    });
    expect(items.get(M.noWeight2.fullInvoiceID)).toMatchObject({ weightNeeded: true, rate: null });
  });

  it("leaves truck and will call out as not parcel, with no way to keep them", () => {
    for (const o of [M.truck, M.willCall])
      expect(items.get(o.fullInvoiceID)).toMatchObject({
        rate: null,
        leftOut: null,
        weightNeeded: false,
        reason: `Not parcel: ${o.shipVia} is not a parcel ship via, so it is not in a batch.`,
      });
  });

  it("leaves a credit hold, a COD balance and a ship via no keyword names out, rated so each can be kept", () => {
    const held = items.get(M.creditHold.fullInvoiceID)!;
    expect(held.leftOut).toBe("On hold in print review (HOLD - CREDIT): left out unless you keep it.");
    expect(items.get(M.cod.fullInvoiceID)!.leftOut).toMatch(/^A COD order with a balance due of \$[\d,.]+\./);
    expect(items.get(M.usps.fullInvoiceID)!.leftOut).toBe(
      "The ship-via is USPS PRIORITY, which no Ship Via Keyword names: left out unless you keep it.",
    );
    for (const o of [M.creditHold, M.cod, M.usps]) expect(items.get(o.fullInvoiceID)!.rate).not.toBeNull();
    expect(totals.count).toBe(2);
  });

  it("without keywords, every parcel ship via goes", async () => {
    const { json } = await review(token, {
      branch: MIXED_BATCH_BRANCH,
      boxPresetId: box,
      invoiceNumbers: [M.usps.fullInvoiceID],
    });
    expect(json.items[0]).toMatchObject({ leftOut: null, weight: 5 });
    expect(json.items[0].rate.carrier).toBe("USPS");
  });

  it("rates a typed weight (rounded up to the tenth) and quotes the label at it", async () => {
    const { json } = await reviewMixed({
      invoiceNumbers: [M.noWeight.fullInvoiceID],
      weights: { [M.noWeight.fullInvoiceID]: 7.25 },
    });
    const [row] = (json as BatchReview).items;
    expect(row).toMatchObject({ weight: 7.3, weightNeeded: false, leftOut: null });
    const quote = await env.db.query.rateQuotes.findFirst({ where: eq(rateQuotes.rateId, row.rate!.quoteId) });
    expect(quote!.parcel.weight).toBe(7.3);
  });

  it("refuses a typed weight that is not a weight", async () => {
    const bad = await reviewMixed({
      invoiceNumbers: [M.noWeight.fullInvoiceID],
      weights: { [M.noWeight.fullInvoiceID]: 0 },
    });
    expect(bad).toMatchObject({ status: 400, json: { error: "A weight is more than 0 lb." } });
    const heavy = await reviewMixed({
      invoiceNumbers: [M.noWeight.fullInvoiceID],
      weights: { [M.noWeight.fullInvoiceID]: 400 },
    });
    expect(heavy).toMatchObject({ status: 400, json: { error: "A package weighs at most 150 lb." } });
  });

  it("refuses Ship Batch with an invoice whose weight is missing, or not the one its rate was quoted at", async () => {
    const parcel = items.get(M.parcel.fullInvoiceID)!;
    const missing = await create([{ invoiceNumber: parcel.invoiceNumber, quoteId: parcel.rate!.quoteId }]);
    expect(missing).toMatchObject({
      status: 400,
      json: { error: `Invoice ${parcel.invoiceNumber} has no weight. Type its weight in the review, then Ship Batch.` },
    });
    const moved = await create([{ invoiceNumber: parcel.invoiceNumber, quoteId: parcel.rate!.quoteId, weight: 1 }]);
    expect(moved).toMatchObject({
      status: 409,
      json: {
        error: `The weight of invoice ${parcel.invoiceNumber} is not the one its rate was quoted for. Please Review again.`,
      },
    });
  });

  it("buys what goes, a kept hold and a typed weight at the weights shown: the labels and the batch keep them", async () => {
    const typed = await reviewMixed({
      invoiceNumbers: [M.noWeight2.fullInvoiceID],
      weights: { [M.noWeight2.fullInvoiceID]: 4 },
    });
    const chosen = [
      items.get(M.parcel.fullInvoiceID)!,
      items.get(M.parcel2.fullInvoiceID)!,
      items.get(M.creditHold.fullInvoiceID)!,
      (typed.json as BatchReview).items[0],
    ];
    const created = await create(
      chosen.map((i) => ({ invoiceNumber: i.invoiceNumber, quoteId: i.rate!.quoteId, weight: i.weight })),
    );
    expect(created.status).toBe(201);
    const done = await untilSettled(token, created.json.batch.id);
    expect(done.items.map((i) => [i.invoiceNumber, i.state, i.reason])).toEqual(
      chosen.map((i) => [i.invoiceNumber, "bought", null]),
    );
    const bought = await env.db
      .select({ invoiceNumber: shipments.invoiceNumber, parcel: shipments.parcel })
      .from(shipments)
      .where(
        and(
          eq(shipments.companyId, edsId),
          inArray(
            shipments.invoiceNumber,
            chosen.map((i) => i.invoiceNumber),
          ),
        ),
      );
    expect(new Map(bought.map((s) => [s.invoiceNumber, s.parcel?.weight]))).toEqual(
      new Map([
        [M.parcel.fullInvoiceID, 11.4],
        [M.parcel2.fullInvoiceID, 5],
        [M.creditHold.fullInvoiceID, 5],
        [M.noWeight2.fullInvoiceID, 4],
      ]),
    );
    const kept = await env.db.query.batchItems.findMany({
      where: (t, { eq: is }) => is(t.batchId, created.json.batch.id),
    });
    expect(kept.map((i) => [i.invoiceNumber, i.weight])).toEqual(chosen.map((i) => [i.invoiceNumber, i.weight]));
  });
});
