// Refunds (voids) through the real SDK: the statuses a refund moves through, the transaction following it, and
// the knobs for a refused, a pending and a lost refund.
import { Shippo } from "shippo";
import type { Shipment } from "shippo/models/components";
import { SDKError } from "shippo/models/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { box, client, control, farAway, nashville, testToken, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
let shipment: Shipment;

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url, testToken());
  shipment = await s.shipments.create({
    addressFrom: nashville,
    addressTo: farAway,
    parcels: [box("4")],
    carrierAccounts: await threeCarriers(s),
    async: false,
  });
});
afterAll(() => sim.close());
beforeEach(() => control(sim.url, "/faults", undefined, "DELETE"));

async function label() {
  return s.transactions.create({ rate: shipment.rates[0].objectId, labelFileType: "PDF", async: false });
}

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SDKError);
  const { statusCode, body } = err as SDKError;
  return { status: statusCode, body: statusCode < 500 ? (JSON.parse(body) as unknown) : body };
}

describe("refunding a label", () => {
  it("answers 201 SUCCESS, lists and reads it back, and marks the transaction REFUNDED", async () => {
    const tx = await label();
    const refund = await s.refunds.create({ transaction: tx.objectId!, async: false });
    expect(refund.status).toBe("SUCCESS");
    expect(refund.transaction).toBe(tx.objectId);
    expect((await s.refunds.get(refund.objectId!)).status).toBe("SUCCESS");
    const list = await s.refunds.list({});
    expect(list.results?.[0]?.objectId).toBe(refund.objectId);
    expect((await s.transactions.get(tx.objectId!)).status).toBe("REFUNDED");
  });

  it("answers QUEUED when asked asynchronously, SUCCESS on the next read", async () => {
    const tx = await label();
    const refund = await s.refunds.create({ transaction: tx.objectId!, async: true });
    expect(refund.status).toBe("QUEUED");
    expect((await s.transactions.get(tx.objectId!)).status).toBe("REFUNDPENDING");
    expect((await s.refunds.get(refund.objectId!)).status).toBe("SUCCESS");
  });

  it("refuses a second refund of the same label and an unknown transaction, field-keyed", async () => {
    const tx = await label();
    await s.refunds.create({ transaction: tx.objectId!, async: false });
    expect(await refusal(s.refunds.create({ transaction: tx.objectId!, async: false }))).toEqual({
      status: 400,
      body: { transaction: ["A refund for this transaction has already been requested."] },
    });
    expect((await refusal(s.refunds.create({ transaction: "nope", async: false }))).status).toBe(400);
    const { count } = await control<{ count: number }>(sim.url, `/refunds?transaction=${tx.objectId}`);
    expect(count).toBe(1);
  });

  it("refuse-next-refund: 400 with the reason, no refund made, the next request goes through", async () => {
    const tx = await label();
    await control(sim.url, "/refuse-next-refund", { text: "USPS does not refund this label." });
    expect(await refusal(s.refunds.create({ transaction: tx.objectId!, async: false }))).toEqual({
      status: 400,
      body: { transaction: ["USPS does not refund this label."] },
    });
    expect((await control<{ count: number }>(sim.url, `/refunds?transaction=${tx.objectId}`)).count).toBe(0);
    expect((await s.refunds.create({ transaction: tx.objectId!, async: false })).status).toBe("SUCCESS");
  });

  it("pending-next-refund: PENDING for the reads asked, then settled (to ERROR: the label can be refunded again)", async () => {
    const tx = await label();
    await control(sim.url, "/pending-next-refund", { reads: 1, settle: "ERROR" });
    const refund = await s.refunds.create({ transaction: tx.objectId!, async: false });
    expect(refund.status).toBe("PENDING");
    expect((await s.refunds.get(refund.objectId!)).status).toBe("PENDING");
    expect((await s.refunds.get(refund.objectId!)).status).toBe("ERROR");
    expect((await s.transactions.get(tx.objectId!)).status).toBe("REFUNDREJECTED");
    expect((await s.refunds.create({ transaction: tx.objectId!, async: false })).status).toBe("SUCCESS");
  });

  it("lose-next-refund: the refund is made, the caller gets a 500", async () => {
    const tx = await label();
    await control(sim.url, "/lose-next-refund", { mode: "error" });
    expect((await refusal(s.refunds.create({ transaction: tx.objectId!, async: false }))).status).toBe(500);
    const { refunds } = await control<{ refunds: { status: string }[] }>(
      sim.url,
      `/refunds?transaction=${tx.objectId}`,
    );
    expect(refunds.map((r) => r.status)).toEqual(["SUCCESS"]);
  });
});
