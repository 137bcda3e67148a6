// The address checked before the label (issue 38 point 4, CLARIFICATIONS 62): the ship-to validated with Shippo as
// the order opens, a suggestion chosen or not, the choice held for the invoice and used by the rates and the purchase,
// and a check that fails or times out never in the way.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { POST as checkRoute, PUT as chooseRoute } from "@/app/api/ship-station/orders/[invoice]/ship-to-check/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as rates } from "@/app/api/shipping/rates/route";
import { shipments } from "@/db/schema";
import { FACT_ORDERS, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { ratesRequest } from "@/tests/helpers/rates-request";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let heritage: string;

// Short, yet long enough for a first call in a cold test process.
const CHECK_TIMEOUT_MS = 1500;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { ADDRESS_CHECK_TIMEOUT_MS: String(CHECK_TIMEOUT_MS) } });
  [token, heritage] = await Promise.all([
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.heritage.email, DEMO.heritage.password),
  ]);
});
afterAll(() => env.close());
afterEach(() => env.shippo.clearFaults());

type Rate = { object_id: string; amount: string; provider: string; serviceLevelName: string };

async function open(invoice: string, as = token) {
  const res = await callRoute(orderDetails, { token: as, params: { invoice } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}
const check = (invoice: string, as = token) =>
  callRoute(checkRoute, { token: as, method: "POST", params: { invoice } });
const choose = (invoice: string, choice: unknown) =>
  callRoute(chooseRoute, { token, method: "PUT", params: { invoice }, body: { choice } });

/** Get Rates as the screen asks them: the order's ship-to as the screen shows it (the ERP's). */
async function ratesOf(order: Parameters<typeof ratesRequest>[0]) {
  const res = await callRoute(rates, { token, body: ratesRequest(order) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.rates as Rate[];
}
const buy = (invoice: string, rate: Rate) =>
  callRoute(createFromShipStation, {
    token,
    body: { shippoData: { rateId: rate.object_id }, shipmentData: { invoiceNumber: invoice, packageNumber: 1 } },
  });
const upsGround = (list: Rate[]) => list.find((r) => r.provider === "UPS" && r.serviceLevelName === "Ground")!;

describe("the ship-to checked as the order opens", () => {
  it("a suggestion is shown beside the address as entered; the choice holds for the invoice and the label goes there", async () => {
    const invoice = FACT_ORDERS.suggested.fullInvoiceID;
    const { order, shipToCheck } = await open(invoice);
    expect(shipToCheck).toBeNull();
    const checked = await check(invoice);
    expect(checked.status).toBe(200);
    expect(checked.json).toMatchObject({
      state: "suggested",
      entered: { street1: "2207 WILLOW BEND LANE", city: "MURFREESBORO", state: "TN", zip: "37129" },
      suggested: { street1: "2207 WILLOW BEND Ln", city: "MURFREESBORO", state: "TN", zip: "37129" },
      residential: true,
      choice: null,
      chosen: { street1: "2207 WILLOW BEND LANE" },
    });

    const chosen = await choose(invoice, "suggested");
    expect(chosen.json).toMatchObject({ choice: "suggested", chosen: { street1: "2207 WILLOW BEND Ln" } });
    // A reload keeps it (the order answers the kept check; no second question to Shippo).
    const asked = (await env.shippo.requests("/addresses")).length;
    const again = await open(invoice);
    expect(again.shipToCheck).toMatchObject({ choice: "suggested", chosen: { street1: "2207 WILLOW BEND Ln" } });
    expect((await check(invoice)).json).toMatchObject({ choice: "suggested" });
    expect(await env.shippo.requests("/addresses")).toHaveLength(asked);

    // The screen sends the ERP's ship-to as it shows it; the rates and the label use the chosen one.
    const list = await ratesOf(order);
    const bought = await buy(invoice, upsGround(list));
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    const row = await env.db.query.shipments.findFirst({ where: eq(shipments.id, bought.json.shipmentId) });
    const labels = await env.shippo.transactions(row!.shippoShipmentId!);
    expect(labels.transactions[0].address_to).toMatchObject({ street1: "2207 WILLOW BEND Ln", is_residential: true });
  });

  it("rates got before the choice are refused once it is made, and Get Rates again buys at the chosen address", async () => {
    const invoice = FACT_ORDERS.suggested2.fullInvoiceID;
    const { order } = await open(invoice);
    // The ERP says nothing of a residence: before the check nothing is sent, after it Shippo's word is.
    const before = upsGround(await ratesOf(order));
    await check(invoice);
    const after = upsGround(await ratesOf(order));
    expect(Number(after.amount)).toBeCloseTo(Number(before.amount) + 5.85, 2);

    await choose(invoice, "suggested");
    expect(await buy(invoice, after)).toMatchObject({
      status: 409,
      json: {
        error: "These rates are for another ship-to than the one chosen for this invoice. Please Get Rates again.",
      },
    });
    const fresh = upsGround(await ratesOf(order));
    expect((await buy(invoice, fresh)).status).toBe(200);
    // Keep As Entered afterwards changes what the next rates are for, not the label bought.
    expect((await choose(invoice, "entered")).json).toMatchObject({
      choice: "entered",
      chosen: { street1: "2207 WILLOW BEND LANE" },
    });
  });

  it("an address Shippo takes as it is needs no choice; choosing one anyway is a clear 409", async () => {
    const invoice = FACT_ORDERS.upsAccount.fullInvoiceID;
    await open(invoice);
    expect((await check(invoice)).json).toMatchObject({ state: "valid", suggested: null, residential: false });
    expect(await choose(invoice, "suggested")).toMatchObject({
      status: 409,
      json: { error: `Shippo suggested no other address for invoice ${invoice}; there is nothing to choose.` },
    });
  });

  it("a check that times out or fails says why, never blocks the label, and is asked again next time", async () => {
    const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
    const { order } = await open(invoice);
    await env.shippo.control("/latency", { ms: CHECK_TIMEOUT_MS + 1500 });
    // Shippo answers later than the check waits: the check gives up at its time-out and says so.
    const slow = await check(invoice);
    expect(slow).toMatchObject({
      status: 200,
      json: { state: "not_checked", messages: ["Shippo did not answer in time. Please try again."], choice: null },
    });
    await env.shippo.clearFaults();
    expect((await buy(invoice, upsGround(await ratesOf(order)))).status).toBe(200);

    await env.shippo.control("/fail-next", { count: 1, status: 500, method: "POST", path: "/addresses" });
    expect((await check(invoice)).json).toMatchObject({ state: "not_checked", messages: ["Shippo error 500"] });
    expect((await check(invoice)).json.state).not.toBe("not_checked");
  });

  it("bad input and other companies' invoices are refused clearly", async () => {
    const invoice = FACT_ORDERS.residential.fullInvoiceID;
    await open(invoice);
    expect(await choose(invoice, "maybe")).toMatchObject({
      status: 400,
      json: { error: 'choice must be "suggested" or "entered".' },
    });
    expect(await check("S1000099.001")).toMatchObject({
      status: 404,
      json: { error: "Invoice S1000099.001 has not been opened on the desk yet." },
    });
    // Heritage's company never opened it: the EDS check is not theirs to read.
    expect((await check(invoice, heritage)).status).toBe(404);
    expect((await callRoute(checkRoute, { token, method: "POST", params: { invoice: "S1/../x" } })).status).toBe(400);
  });
});
