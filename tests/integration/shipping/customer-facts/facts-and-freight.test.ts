// The customer's shipping facts from the ERP (issue 38 point 3, CLARIFICATIONS 61): read with the order, residential
// in the rates, each package insured for its share of the sales total, the label billed to the customer's own account,
// and no freight for an exempt customer.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as rates } from "@/app/api/shipping/rates/route";
import { intents, shipments } from "@/db/schema";
import { FACT_CUSTOMERS, FACT_ORDERS, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { PARCEL, ratesRequest } from "@/tests/helpers/rates-request";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { freightLinesAt, workflowSettled } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;

beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "2000" } });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env.close());
afterEach(async () => {
  await clearErpFaults(env.erp);
  await env.shippo.clearFaults();
});

type Rate = { object_id: string; amount: string; provider: string; packages: number };

async function open(invoice: string) {
  const res = await callRoute(orderDetails, { token, params: { invoice } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.order;
}

/** Opens the invoice and gets its rates as the screen does, with these packages and the bill-to choice. */
async function quoteFor(invoice: string, opts: { parcels?: (typeof PARCEL)[]; billToCustomer?: boolean } = {}) {
  const order = await open(invoice);
  const { parcel: _, ...body } = ratesRequest(order);
  const res = await callRoute(rates, {
    token,
    body: { ...body, parcels: opts.parcels ?? [PARCEL], billToCustomer: opts.billToCustomer ?? false },
  });
  return { order, status: res.status, json: res.json, rates: (res.json?.rates ?? []) as Rate[] };
}

function buy(invoice: string, rate: Rate) {
  return callRoute(createFromShipStation, {
    token,
    body: {
      shippoData: { rateId: rate.object_id },
      shipmentData: {
        invoiceNumber: invoice,
        packageNumber: 1,
        packages: rate.packages,
        freight: { method: "lineitem" },
      },
    },
  });
}

type ShipmentBody = {
  address_to: { is_residential?: boolean };
  parcels: { extra?: { insurance?: { amount: string } } }[];
  extra?: { billing?: unknown };
};

/** The last shipment asked of Shippo (of `parcels` parcels: several packages also ask USPS one shipment each). */
const lastShipmentBody = async (parcels = 1) =>
  (await env.shippo.requests("/shipments"))
    .filter((r) => r.method === "POST")
    .map((r) => r.body as ShipmentBody)
    .filter((b) => b.parcels.length === parcels)
    .at(-1)!;

describe("the customer's facts, read with the order", () => {
  it("are each customer's as the ERP says them: the ship-to's own, else its bill-to's; nothing said is unknown", async () => {
    expect((await open(FACT_ORDERS.residential.fullInvoiceID)).customerFacts).toEqual({
      residential: true,
      freightExempt: false,
      insuranceRequired: false,
      carrierAccount: null,
    });
    // The ship-to says residential; the bill-to holds the FedEx account and says nothing of insurance.
    expect((await open(FACT_ORDERS.billToAccount.fullInvoiceID)).customerFacts).toEqual({
      residential: true,
      freightExempt: false,
      insuranceRequired: null,
      carrierAccount: { carrier: "fedex", name: "FedEx", account: "510087020", zip: "37130" },
    });
    expect((await open(QUEUED_ORDERS.regular.fullInvoiceID)).customerFacts).toEqual({
      residential: null,
      freightExempt: null,
      insuranceRequired: null,
      carrierAccount: null,
    });
  });

  it("an ERP that will not give them leaves them unknown, and the order still opens", async () => {
    await erpFaults(env.erp, { failNext: { count: 2, status: 503, method: "GET", path: "/Customers/" } });
    const order = await open(FACT_ORDERS.everything.fullInvoiceID);
    expect(order.customerFacts).toBeNull();
    expect(order.shipTo.street1).toBe("5120 LAKESHORE DR");
  });
});

describe("the facts in the rates and the label", () => {
  it("residential goes into the rates request as the ERP says it", async () => {
    expect((await quoteFor(FACT_ORDERS.residential.fullInvoiceID)).status).toBe(200);
    expect((await lastShipmentBody()).address_to.is_residential).toBe(true);
    await quoteFor(FACT_ORDERS.freightExempt.fullInvoiceID);
    expect((await lastShipmentBody()).address_to.is_residential).toBe(false);
    // The ERP says nothing and nobody checked the address yet: nothing is sent (ship-to-check.test.ts: Shippo's word).
    await quoteFor(QUEUED_ORDERS.regular.fullInvoiceID);
    expect((await lastShipmentBody()).address_to).not.toHaveProperty("is_residential");
  });

  it("Insurance Required insures each package for its share by weight, to the cent, adding up to the sales total", async () => {
    const invoice = FACT_ORDERS.insured.fullInvoiceID;
    const weights = [1, 2, 4];
    const parcels = weights.map((weight) => ({ ...PARCEL, weight }));
    const q = await quoteFor(invoice, { parcels });
    expect(q.status).toBe(200);
    const total = q.order.salesTotal as number;
    const sent = (await lastShipmentBody(3)).parcels.map((p) => Number(p.extra?.insurance?.amount));
    expect(sent.every((a) => a > 0)).toBe(true);
    expect(Math.round(sent.reduce((s, a) => s + a, 0) * 100)).toBe(Math.round(total * 100));
    sent.forEach((amount, i) => expect(Math.abs(amount - (total * weights[i]) / 7)).toBeLessThan(0.01));
    expect(q.json.messages.join(" ")).toContain("Insurance Required: package 1 $");

    const rate = q.rates.find((r) => r.provider === "UPS" && r.packages === 3)!;
    const bought = await buy(invoice, rate);
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    const labels = await env.shippo.transactions(
      (await env.db.query.shipments.findFirst({ where: eq(shipments.id, bought.json.shipmentId) }))!.shippoShipmentId!,
    );
    const insured = labels.transactions.map((t) => Number(t.insurance?.amount));
    expect(insured.sort()).toEqual([...sent].sort());
  });

  it("an exempt customer's label posts no freight: the dialog says so and the label's money state is no freight", async () => {
    const invoice = FACT_ORDERS.freightExempt.fullInvoiceID;
    const q = await quoteFor(invoice);
    const bought = await buy(invoice, q.rates[0]);
    expect(bought.status).toBe(200);
    const wf = await workflowSettled(token, bought.json.workflowId);
    expect(wf.steps.freight).toEqual({ state: "done", message: "Freight exempt customer: no freight posted." });
    const row = await env.db.query.shipments.findFirst({ where: eq(shipments.id, bought.json.shipmentId) });
    expect(row?.moneyState).toBe("no_freight");
    expect((await freightLinesAt(env.erp, invoice, bought.json.tracking_number)).lines).toHaveLength(0);
  });

  it("billed to the customer's UPS account: only UPS is asked, the label is billed there, and no freight is posted", async () => {
    const invoice = FACT_ORDERS.upsAccount.fullInvoiceID;
    const q = await quoteFor(invoice, { billToCustomer: true });
    expect(q.status).toBe(200);
    expect(new Set(q.rates.map((r) => r.provider))).toEqual(new Set(["UPS"]));
    const account = FACT_CUSTOMERS.upsAccount.carrierAccount;
    expect((await lastShipmentBody()).extra?.billing).toEqual({
      type: "THIRD_PARTY",
      account: account.account,
      zip: account.zip,
      country: "US",
    });

    // The answer is lost after Shippo bought the label: the retry finds that label, billed the same, and buys none.
    await env.shippo.control("/lose-next-transaction", { count: 1, mode: "error" });
    const lost = await buy(invoice, q.rates[0]);
    expect(lost.status).toBeGreaterThanOrEqual(500);
    const bought = await buy(invoice, q.rates[0]);
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    const row = await env.db.query.shipments.findFirst({ where: eq(shipments.id, bought.json.shipmentId) });
    const labels = await env.shippo.transactions(row!.shippoShipmentId!);
    expect(labels.count).toBe(1);
    expect(labels.transactions[0].billing).toMatchObject({ type: "THIRD_PARTY", account: account.account });
    const intent = await env.db.query.intents.findFirst({
      where: and(eq(intents.kind, "label"), eq(intents.key, `${row!.companyId}:${invoice}:1`)),
    });
    expect(intent?.request.purchase).toMatchObject({
      billing: { carrier: "ups", account: account.account },
      addressTo: expect.objectContaining({ street1: "1022 INDUSTRIAL DR" }),
    });

    const wf = await workflowSettled(token, bought.json.workflowId);
    expect(wf.steps.freight).toEqual({
      state: "done",
      message: `Label billed to the customer's UPS account ${account.account}: no freight posted.`,
    });
    expect((await freightLinesAt(env.erp, invoice, bought.json.tracking_number)).lines).toHaveLength(0);
  });

  it("a customer without an account of their own cannot be billed for the label: a clear 422", async () => {
    const q = await quoteFor(FACT_ORDERS.residential.fullInvoiceID, { billToCustomer: true });
    expect(q).toMatchObject({
      status: 422,
      json: {
        error: "The ERP has no UPS or FedEx account for this customer, so the label cannot be billed to the customer.",
      },
    });
  });
});
