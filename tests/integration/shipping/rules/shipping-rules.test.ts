// Shipping rules where rates are fetched (issue 38 point 1, CLARIFICATIONS 59): the desk's Get Rates and a batch's
// "Shipping rules" review, the same code.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { POST as ratesRoute } from "@/app/api/shipping/rates/route";
import { DEMO_SHIPPO_TOKEN } from "@/db/seed-ship54";
import { companies } from "@/db/schema";
import type { BatchReview } from "@/lib/shipping/batches/schemas";
import type { RatesAnswer } from "@/lib/shipping/labels/get-rates";
import { createShippoClient } from "@/lib/shipping/shippo/shippo-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { PARCEL, ratesRequest } from "@/tests/helpers/rates-request";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { addBox, review } from "../batches/batch-desk";
import { addRule, dropRules } from "./rule-calls";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let edsId: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
});
afterAll(() => env.close());
afterEach(() => dropRules(env.db, edsId));

const shippingRule = (body: Record<string, unknown>) => addRule(token, "shipping", body);

type Order = {
  invoiceNumber: string;
  shipBranch: string;
  customerId: string;
  shipVia: string;
  salesTotal: number;
  shipTo: { state: string };
};
async function order(invoice: string): Promise<Order> {
  const details = await callRoute(orderDetails, { token, params: { invoice } });
  expect(details.status).toBe(200);
  return details.json.order;
}

/** Get Rates as the preparation screen sends it: the package, and the invoice's facts unless `manual`. */
async function getRates(o: Order, weight: number, opts: { manual?: boolean } = {}): Promise<RatesAnswer> {
  const facts = { branch: o.shipBranch, customerId: o.customerId, shipVia: o.shipVia, orderTotal: o.salesTotal };
  const body = { ...ratesRequest(o as never), parcel: { ...PARCEL, weight }, ...(opts.manual ? {} : { order: facts }) };
  const answer = await callRoute(ratesRoute, { token, body });
  expect(answer.status).toBe(200);
  return answer.json;
}

const cheapestWithin = (rates: RatesAnswer["rates"], days: number) =>
  rates
    .filter((r) => r.estimatedDays !== null && r.estimatedDays <= days)
    .sort((a, b) => Number(a.amount) - Number(b.amount))[0];

describe("the desk's Get Rates", () => {
  it("a matching rule chooses its rate, named, with its reason; under its weight, or without the order's facts, none does", async () => {
    const o = await order(QUEUED_ORDERS.regular.fullInvoiceID);
    const state = o.shipTo.state;
    await shippingRule({
      name: "Heavy at home",
      conditions: { weightFrom: 50, states: state },
      action: { kind: "cheapestWithin", days: 3 },
    });
    const heavy = await getRates(o, 50);
    const want = cheapestWithin(heavy.rates, 3);
    expect(want).toBeDefined();
    expect(heavy.rule).toEqual({
      rateId: want.object_id,
      name: "Heavy at home",
      reason: `Heavy at home: weight 50 lb or more, ship to ${state}; cheapest within 3 business days`,
      extras: { boxPreset: null, signature: false, insurance: false },
    });
    expect((await getRates(o, 49.9)).rule).toBeNull();
    expect((await getRates(o, 50, { manual: true })).rule).toBeNull();
  });

  it("a rule whose action finds no rate passes to the next matching rule", async () => {
    const o = await order(QUEUED_ORDERS.regular.fullInvoiceID);
    await shippingRule({ name: "DHL first", action: { kind: "service", carrier: "DHL Express", service: "Express" } });
    await shippingRule({
      name: "Then UPS 2nd Day",
      action: { kind: "service", carrier: "UPS", service: "2nd Day Air" },
    });
    const answer = await getRates(o, 5);
    const chosen = answer.rates.find((r) => r.object_id === answer.rule?.rateId);
    expect(answer.rule?.name).toBe("Then UPS 2nd Day");
    expect([chosen?.provider, chosen?.serviceLevelName]).toEqual(["UPS", "2nd Day Air®"]);
  });

  it("a rule's signature and insurance are the shipment's at Shippo, so the rates and the label carry them", async () => {
    const o = await order(QUEUED_ORDERS.regular.fullInvoiceID);
    await shippingRule({
      name: "Careful",
      action: { kind: "cheapest" },
      extras: { signature: true, insurance: true },
    });
    const answer = await getRates(o, 5);
    expect(answer.rule?.reason).toBe("Careful: every order; cheapest; signature required, insured for the order total");
    const shipment = await createShippoClient(DEMO_SHIPPO_TOKEN).shipments.get(answer.shipmentId);
    expect(shipment.extra).toMatchObject({
      signatureConfirmation: "STANDARD",
      insurance: { amount: o.salesTotal.toFixed(2), currency: "USD" },
    });
    // Without rules, nothing is added to the shipment.
    await dropRules(env.db, edsId);
    const plain = await createShippoClient(DEMO_SHIPPO_TOKEN).shipments.get((await getRates(o, 5)).shipmentId);
    expect(plain.extra?.signatureConfirmation).toBeUndefined();
  });
});

describe("a batch's Shipping rules", () => {
  it("each invoice takes the rate its rule chooses, said with the reason; one no rule matches takes its requested service", async () => {
    const box = await addBox(env.db, "Rules box");
    const ups = QUEUED_ORDERS.regular.fullInvoiceID;
    const fedex = QUEUED_ORDERS.codPaid.fullInvoiceID;
    const upsOrder = await order(ups);
    await shippingRule({
      name: "Cheapest for one",
      conditions: { customerIds: upsOrder.customerId, shipVias: "UPS*" },
      action: { kind: "cheapest" },
    });
    const { status, json } = await review(token, {
      invoiceNumbers: [ups, fedex],
      boxPresetId: box,
      rule: { kind: "rules" },
    });
    expect(status).toBe(200);
    const [first, second] = (json as BatchReview).items;
    const desk = await getRates(upsOrder, first.weight!);
    const cheapest = [...desk.rates].sort((a, b) => Number(a.amount) - Number(b.amount))[0];
    expect(first.rate).toMatchObject({ carrier: cheapest.provider, service: cheapest.serviceLevelName });
    expect(first.reason).toBe(`Rule: Cheapest for one: customer ${upsOrder.customerId}, ship via UPS*; cheapest`);
    expect(second.rate).toMatchObject({ carrier: "FedEx", service: "Ground" });
    expect(second.reason).toBe("No shipping rule applies: the service the order asks for.");
  });
});
