import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createManual } from "@/app/api/shipments/create-manual/route";
import { POST as validate } from "@/app/api/shipping/validate-address/route";
import { POST as rates } from "@/app/api/shipping/rates/route";
import { intents, shipments, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { buy, freightLinesAt, PARCEL, postFreight, quote } from "./ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let staffId: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "2000" } });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  staffId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) }))!.id;
});
afterAll(async () => {
  delete process.env.SHIPPO_TIMEOUT_MS;
  resetEnvCache();
  await env.close();
});
afterEach(() => env.shippo.clearFaults());

/** Labels bought at the stand-in for one Shippo shipment. */
async function boughtAt(shipmentId: string) {
  const { transactions } = await env.shippo.transactions(shipmentId);
  return transactions.filter((t) => t.status === "SUCCESS");
}

/** Each test ships its own package of the same invoice, so each has its own purchase key. */
let pkg = 0;
const invoice = QUEUED_ORDERS.regular.fullInvoiceID;

describe("POST /api/shipments/create-from-shipstation", () => {
  it("buys the selected rate once, writes the shipment record, and answers a retry with the same label", async () => {
    const n = ++pkg;
    const q = await quote(token, invoice);
    const rate = q.rates[1];
    const first = await buy(token, invoice, rate.object_id, n);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      replayed: false,
      invoiceNumber: invoice,
      packageNumber: n,
      rateId: rate.object_id,
    });
    expect(first.json.label_url).toMatch(/\/labels\/.+\.pdf$/);
    const again = await buy(token, invoice, rate.object_id, n);
    expect(again.json).toMatchObject({ replayed: true, tracking_number: first.json.tracking_number });

    const [record] = await env.db.select().from(shipments).where(eq(shipments.id, first.json.shipmentId));
    expect(record).toMatchObject({
      invoiceNumber: invoice,
      userId: staffId,
      source: "shipstation",
      trackingNumber: first.json.tracking_number,
      costAmount: Number(rate.amount),
      costCurrency: "USD",
      // CLARIFICATIONS 24: retail_cost from the rate as well (the stand-in's local amount is the amount).
      retailCostAmount: Number(rate.amount),
      retailCostCurrency: "USD",
      internalStatus: "LABEL_PURCHASED",
      shippoRateId: rate.object_id,
      test: true,
    });
    // Issue 29: the rate's estimate stays with the shipment, for the on-time figures.
    expect(record.estimatedDays).toBeGreaterThan(0);
    expect(record.parcel).toEqual(PARCEL);
    expect(await boughtAt(q.shipmentId)).toHaveLength(1);
  });

  it("a double click (two requests at once) buys one label and both get it", async () => {
    const n = ++pkg;
    const q = await quote(token, invoice);
    await env.shippo.control("/latency", { ms: 300 });
    const [a, b] = await Promise.all([
      buy(token, invoice, q.rates[0].object_id, n),
      buy(token, invoice, q.rates[0].object_id, n),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.tracking_number).toBe(b.json.tracking_number);
    expect([a.json.replayed, b.json.replayed].sort()).toEqual([false, true]);
    expect(await boughtAt(q.shipmentId)).toHaveLength(1);
  });

  it("Shippo failing before the charge: Shippo error {status}, then the retry buys one label", async () => {
    const n = ++pkg;
    const q = await quote(token, invoice);
    await env.shippo.control("/fail-next", { status: 503, path: "/transactions" });
    const failed = await buy(token, invoice, q.rates[0].object_id, n);
    expect([failed.status, failed.json.error]).toEqual([502, "Shippo error 503"]);
    expect(await boughtAt(q.shipmentId)).toHaveLength(0);
    const retry = await buy(token, invoice, q.rates[0].object_id, n);
    expect(retry.status).toBe(200);
    expect(await boughtAt(q.shipmentId)).toHaveLength(1);
  });

  for (const mode of ["error", "reset", "hang"] as const) {
    it(`an answer lost after the charge (${mode}) is recovered from Shippo, never bought again`, async () => {
      const n = ++pkg;
      const q = await quote(token, invoice);
      await env.shippo.control("/lose-next-transaction", { mode });
      const lost = await buy(token, invoice, q.rates[0].object_id, n);
      expect(lost.status).toBe(mode === "hang" ? 504 : 502);
      const atShippo = await boughtAt(q.shipmentId);
      expect(atShippo).toHaveLength(1);
      const retry = await buy(token, invoice, q.rates[0].object_id, n);
      expect(retry.status).toBe(200);
      expect(retry.json).toMatchObject({
        replayed: true,
        tracking_number: atShippo[0].tracking_number,
        transactionId: atShippo[0].object_id,
      });
      expect(await boughtAt(q.shipmentId)).toHaveLength(1);
      const records = await env.db
        .select()
        .from(shipments)
        .where(eq(shipments.shippoTransactionId, atShippo[0].object_id));
      expect(records).toHaveLength(1);

      // The recovered label's freight posts once, and once only however often it is sent.
      const freight = {
        invoiceNumber: invoice,
        trackingNumber: retry.json.tracking_number,
        totalFreight: 1,
        weight: 4.5,
        method: "lineitem",
      };
      expect((await postFreight(token, freight)).status).toBe(200);
      expect((await postFreight(token, freight)).json.replayed).toBe(true);
      expect((await freightLinesAt(env.erp, invoice, retry.json.tracking_number)).lines).toHaveLength(1);
      expect((await env.shippo.transactions(q.shipmentId)).transactions).toHaveLength(1);
    });
  }

  it("a label answer of status ERROR reads Transaction failed: ERROR and frees the key for a retry", async () => {
    const n = ++pkg;
    const q = await quote(token, invoice);
    await env.shippo.control("/fail-next-label", { text: "Carrier refused the label" });
    const refused = await buy(token, invoice, q.rates[0].object_id, n);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: "Transaction failed: ERROR", details: ["Carrier refused the label"] });
    const intent = await env.db.query.intents.findFirst({
      where: and(eq(intents.kind, "label"), eq(intents.state, "pending")),
    });
    expect(intent?.inFlight).toBe(false);
    // After the refusal Shippo holds one transaction, the refused one (status ERROR): nothing was bought, nothing was tried twice.
    expect((await env.shippo.transactions(q.shipmentId)).transactions.map((t) => t.status)).toEqual(["ERROR"]);
    const retry = await buy(token, invoice, q.rates[0].object_id, n);
    expect(retry.status).toBe(200);
    // The count that matters after the retry: exactly one SUCCESS transaction (one label bought). The ERROR one
    // stays in Shippo's list as Shippo's own record of the refusal; it was never charged.
    const all = (await env.shippo.transactions(q.shipmentId)).transactions;
    expect(all.map((t) => t.status)).toEqual(["ERROR", "SUCCESS"]);
    expect(all.filter((t) => t.status === "SUCCESS").map((t) => t.tracking_number)).toEqual([
      retry.json.tracking_number,
    ]);
  });

  it("a shipment record that fails to save only warns; the next Ship Package writes it and the freight posts", async () => {
    const n = ++pkg;
    const q = await quote(token, invoice);
    // A real refusal by the database, for this package only: the record's insert fails once the label is bought.
    await env.db.execute(
      sql.raw(`ALTER TABLE shipments ADD CONSTRAINT refuse_package_${n} CHECK (package_number <> ${n}) NOT VALID`),
    );
    const first = await buy(token, invoice, q.rates[0].object_id, n).finally(() =>
      env.db.execute(sql.raw(`ALTER TABLE shipments DROP CONSTRAINT refuse_package_${n}`)),
    );
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      replayed: false,
      shipmentId: null,
      warning: "The label was bought, but the shipment record could not be saved.",
    });
    const freight = {
      invoiceNumber: invoice,
      trackingNumber: first.json.tracking_number,
      totalFreight: 1,
      weight: 4.5,
      method: "lineitem",
    };
    expect((await postFreight(token, freight)).status).toBe(404);

    const again = await buy(token, invoice, q.rates[0].object_id, n);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      replayed: true,
      tracking_number: first.json.tracking_number,
      shipmentId: expect.any(String),
    });
    expect(again.json.warning).toBeUndefined();
    const [record] = await env.db
      .select()
      .from(shipments)
      .where(eq(shipments.shippoTransactionId, first.json.transactionId));
    expect(record).toMatchObject({
      id: again.json.shipmentId,
      packageNumber: n,
      userId: staffId,
      costAmount: Number(q.rates[0].amount),
    });
    // The completed label is the purchase's result now: a third press answers it without writing anything.
    expect((await buy(token, invoice, q.rates[0].object_id, n)).json).toMatchObject({
      replayed: true,
      shipmentId: again.json.shipmentId,
    });

    expect((await postFreight(token, freight)).status).toBe(200);
    expect((await freightLinesAt(env.erp, invoice, first.json.tracking_number)).lines).toHaveLength(1);
    expect(await boughtAt(q.shipmentId)).toHaveLength(1);
  });

  it("refuses a rate never quoted to the company, and bad input, with 4xx", async () => {
    expect((await buy(token, invoice, "rate_not_ours", ++pkg)).status).toBe(404);
    expect(
      (
        await callRoute((await import("@/app/api/shipments/create-from-shipstation/route")).POST, {
          token,
          body: { shippoData: {} },
        })
      ).status,
    ).toBe(400);
    const badParcel = await callRoute(rates, {
      token,
      body: { invoiceNumber: invoice, addressFrom: {}, addressTo: {}, parcel: { weight: -1 } },
    });
    expect(badParcel.status).toBe(400);
  });

  it("a company without a Shippo token gets a clear 422", async () => {
    const heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
    const from = { name: "A", street1: "1 Main St", city: "Nashville", state: "TN", zip: "37203", country: "US" };
    const answer = await callRoute(rates, {
      token: heritage,
      body: { invoiceNumber: "X1", addressFrom: from, addressTo: from, parcel: PARCEL },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatch(/^No valid Shippo API token/);
  });
});

describe("POST /api/shipments/create-manual", () => {
  it("buys a manual shipment's label once and records it as manual", async () => {
    const from = {
      name: "EDS",
      street1: "1200 Distribution Way",
      city: "Nashville",
      state: "TN",
      zip: "37210",
      country: "US",
    };
    const to = {
      name: "Bay Builders",
      street1: "215 Clayton St",
      city: "San Francisco",
      state: "CA",
      zip: "94117",
      country: "US",
    };
    const manualId = `MANUAL-${Date.now()}`;
    const r = await callRoute(rates, {
      token,
      body: { invoiceNumber: manualId, addressFrom: from, addressTo: to, parcel: PARCEL },
    });
    const rateId = r.json.rates[0].object_id;
    const body = {
      from,
      to,
      rateId,
      details: { invoiceNumber: manualId, reference: "Samples for Bay Builders", carrier: "ups", weight: 4.5 },
      source: "manual",
    };
    const first = await callRoute(createManual, { token, body });
    expect(first.status).toBe(200);
    expect(first.json.tracking_number).toBeTruthy();
    const again = await callRoute(createManual, { token, body });
    expect(again.json).toMatchObject({ replayed: true, tracking_number: first.json.tracking_number });
    const rows = await env.db.select().from(shipments).where(eq(shipments.invoiceNumber, manualId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "manual", addressTo: expect.objectContaining({ city: "San Francisco" }) });
    expect(await boughtAt(r.json.shipmentId)).toHaveLength(1);
    const bad = await callRoute(createManual, { token, body: { ...body, details: { invoiceNumber: "S1000002.001" } } });
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/shipping/validate-address", () => {
  it("answers valid, corrected with the suggested address, or invalid with warnings", async () => {
    const ok = await callRoute(validate, {
      token,
      body: { name: "A", street1: "215 Clayton St", city: "San Francisco", state: "CA", zip: "94117", country: "US" },
    });
    expect(ok.json).toMatchObject({ is_valid: true, suggested_address: null });
    const corrected = await callRoute(validate, {
      token,
      body: { name: "A", street1: "215 Clayton Street", city: "San Francisco", state: "CA", zip: "94117" },
    });
    expect(corrected.json.suggested_address).toMatchObject({ street1: "215 Clayton St" });
    const invalid = await callRoute(validate, {
      token,
      body: { name: "A", street1: "1 Nowhere Rd", city: "San Francisco", state: "CA", zip: "94117" },
    });
    expect(invalid.json.is_valid).toBe(false);
    expect(invalid.json.messages[0]).toMatchObject({ type: "address_error" });
    expect((await callRoute(validate, { token, body: { street1: "", city: "X" } })).status).toBe(400);
  });
});
