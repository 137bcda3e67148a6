import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, intents, rateQuotes } from "@/db/schema";
import type { BoughtLabel } from "@/lib/shipping/labels/buy-label";
import { pruneRateQuotes, RATE_QUOTE_KEEP_DAYS } from "@/lib/shipping/labels/prune-rate-quotes";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let companyId: string;
beforeAll(async () => {
  env = await startTestEnv();
  const [eds] = await env.db.select({ id: companies.id }).from(companies).where(eq(companies.companyCode, "EDS"));
  companyId = eds.id;
});
afterAll(async () => {
  await env?.close();
});

const DAY = 86_400_000;
const address = {
  name: "EDS",
  street1: "1200 Distribution Way",
  city: "Nashville",
  state: "TN",
  zip: "37210",
  country: "US",
};

function quote(rateId: string, ageDays: number) {
  return {
    rateId,
    companyId,
    shippoShipmentId: `shp_${rateId}`,
    provider: "UPS",
    carrier: "UPS",
    amount: 12.5,
    currency: "USD",
    addressFrom: address,
    addressTo: address,
    parcel: { length: 10, width: 8, height: 4, weight: 2 },
    createdAt: new Date(Date.now() - ageDays * DAY),
  };
}

/** A purchase's stored result (BoughtLabel); `shipmentId` null when the label was bought but its record not written. */
function label(rateId: string, shipmentId: string | null): BoughtLabel {
  return {
    reference: null,
    invoiceNumber: "INV",
    packageNumber: 1,
    labelUrl: "https://labels/1.pdf",
    labelFileType: "PDF",
    trackingNumber: "1Z",
    carrier: "UPS",
    servicelevel: "Ground",
    amount: 12.5,
    currency: "USD",
    rateId,
    transactionId: `tx_${rateId}`,
    shipmentId,
  };
}

describe("pruning quoted rates", () => {
  it("drops quotes past the keep period, but not those a label purchase still in progress names", async () => {
    const old = RATE_QUOTE_KEEP_DAYS + 1;
    await env.db
      .insert(rateQuotes)
      .values([
        quote("rate_old", old),
        quote("rate_old_label_pending", old),
        quote("rate_old_label_retried", old),
        quote("rate_old_label_done", old),
        quote("rate_recent", RATE_QUOTE_KEEP_DAYS - 1),
      ]);
    await env.db.insert(intents).values([
      {
        kind: "label",
        key: `${companyId}:INV1:1`,
        companyId,
        state: "pending",
        inFlight: true,
        request: { rateId: "rate_old_label_pending" },
      },
      // A retry with another rate records that rate as progress; recovery reads it.
      {
        kind: "label",
        key: `${companyId}:INV2:1`,
        companyId,
        state: "pending",
        request: { rateId: "rate_gone" },
        progress: { rateId: "rate_old_label_retried" },
      },
      {
        kind: "label",
        key: `${companyId}:INV3:1`,
        companyId,
        state: "done",
        request: { rateId: "rate_old_label_done" },
        result: label("rate_old_label_done", "3f1c2a9e-0000-4000-8000-000000000001"),
      },
    ]);

    expect(await pruneRateQuotes(env.db)).toEqual({ deleted: 2 });

    const left = await env.db.select({ rateId: rateQuotes.rateId }).from(rateQuotes);
    expect(left.map((q) => q.rateId).sort()).toEqual([
      "rate_old_label_pending",
      "rate_old_label_retried",
      "rate_recent",
    ]);
  });

  it("keeps the quote of a label bought without its shipment record, which a repeat still writes from it", async () => {
    const old = RATE_QUOTE_KEEP_DAYS + 30;
    await env.db
      .insert(rateQuotes)
      .values([quote("rate_unrecorded", old), quote("rate_retried_unrecorded", old), quote("rate_recorded", old)]);
    await env.db.insert(intents).values([
      {
        kind: "label",
        key: `${companyId}:INV4:1`,
        companyId,
        state: "done",
        request: { rateId: "rate_unrecorded" },
        result: label("rate_unrecorded", null),
      },
      {
        kind: "label",
        key: `${companyId}:INV5:1`,
        companyId,
        state: "done",
        request: { rateId: "rate_first" },
        progress: { rateId: "rate_retried_unrecorded" },
        result: label("rate_retried_unrecorded", null),
      },
      {
        kind: "label",
        key: `${companyId}:INV6:1`,
        companyId,
        state: "done",
        request: { rateId: "rate_recorded" },
        result: label("rate_recorded", "3f1c2a9e-0000-4000-8000-000000000002"),
      },
    ]);

    await pruneRateQuotes(env.db);

    const left = await env.db.select({ rateId: rateQuotes.rateId }).from(rateQuotes);
    expect(left.map((q) => q.rateId)).toEqual(expect.arrayContaining(["rate_unrecorded", "rate_retried_unrecorded"]));
    expect(left.map((q) => q.rateId)).not.toContain("rate_recorded");
  });
});
