// Freight rules applied where the server posts a label's freight (issue 38 point 2, CLARIFICATIONS 60).
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as putRule } from "@/app/api/ship54/rules/[kind]/[ruleId]/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { companies, shipments, shipmentWorkflows } from "@/db/schema";
import { resumeShipmentWorkflows } from "@/lib/jobs/job-list";
import { BATCH_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { freightLinesAt, orderLinesAt, quote, voidLabelOf, workflowSettled } from "../ship-desk";
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
afterEach(async () => {
  await clearErpFaults(env.erp);
  await dropRules(env.db, edsId);
});

const MARKUP = { name: "Standard markup", conditions: {}, pricing: { kind: "markup", percent: 10, fee: 5 } };

const freightRule = (body: Record<string, unknown>) => addRule(token, "freight", body);

/** Ship Package as the desk presses it, posting its freight as a line on the invoice. */
async function shipPackage(invoice: string) {
  const q = await quote(token, invoice);
  const rate = q.rates[0];
  const bought = await callRoute(createFromShipStation, {
    token,
    body: {
      shippoData: { rateId: rate.object_id },
      shipmentData: { invoiceNumber: invoice, packageNumber: 1, freight: { method: "lineitem" } },
    },
  });
  expect(bought.status).toBe(200);
  const cents = Math.round(Number(rate.amount) * 100);
  return { ...bought.json, rate, cents, label: `${rate.provider} ${rate.serviceLevelName}` };
}

/** 10% (half up) + $5.00, worked by hand in cents. */
const markedUp = (cents: number) => cents + Math.floor((cents * 10 + 50) / 100) + 500;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const charge = async (shipmentId: string) =>
  (await env.db.query.shipments.findFirst({ where: eq(shipments.id, shipmentId) }))!;

describe("freight rules price the freight the server posts", () => {
  it("a markup rule posts the marked-up total, the sum in the line's comment and in the dialog; kept with the label", async () => {
    await freightRule(MARKUP);
    const invoice = BATCH_ORDERS[0].fullInvoiceID;
    const l = await shipPackage(invoice);
    const wf = await workflowSettled(token, l.workflowId);
    const total = markedUp(l.cents);
    const sum = `${l.label} ${money(l.cents)} + 10% + $5.00 handling = ${money(total)}`;
    expect(wf.steps.freight).toEqual({
      state: "done",
      message: `Freight of ${money(total)} posted to the invoice; print status P. ${sum} (rule Standard markup).`,
    });
    const { lines } = await freightLinesAt(env.erp, invoice, l.tracking_number);
    expect(lines.map((x) => [x.lineItemProduct.unitPrice, x.lineItemProduct.comments])).toEqual([
      [total / 100, `Tracking: ${l.tracking_number}; ${sum}`],
    ]);
    expect((await charge(l.shipmentId)).freightCharge).toEqual({
      total: total / 100,
      share: total / 100,
      post: true,
      sum,
      rule: "Standard markup",
    });

    // The void takes back what was posted, not the label's cost.
    const voided = await voidLabelOf(token, l.shipmentId);
    expect(voided.json.reversal).toMatchObject({ method: "lineitem", amount: -total / 100 });
    const credit = (await orderLinesAt(env.erp, invoice)).lineItems.filter((x) =>
      x.lineItemProduct.comments?.startsWith("VOID"),
    );
    expect(credit.map((x) => x.lineItemProduct.unitPrice)).toEqual([-total / 100]);
  });

  it("a retry posts the total priced first, once, though the rule changed in between", async () => {
    const ruleId = await freightRule(MARKUP);
    const invoice = BATCH_ORDERS[1].fullInvoiceID;
    await erpFaults(env.erp, { failNext: { count: 50, status: 503, path: "/LineItems", method: "POST" } });
    const l = await shipPackage(invoice);
    const deadline = Date.now() + 30_000;
    let wf = await env.db.query.shipmentWorkflows.findFirst({ where: eq(shipmentWorkflows.id, l.workflowId) });
    while (!(wf!.steps.freight.tries >= 1 && !wf!.leaseUntil) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      wf = await env.db.query.shipmentWorkflows.findFirst({ where: eq(shipmentWorkflows.id, l.workflowId) });
    }
    expect(wf!.steps.freight.state).toBe("waiting");
    expect((await charge(l.shipmentId)).freightCharge?.total).toBe(markedUp(l.cents) / 100);

    // Someone changes the rule before the ERP comes back; the label keeps the total it was priced at.
    const changed = await callRoute(putRule, {
      token,
      method: "PUT",
      params: { kind: "freight", ruleId },
      body: { ...MARKUP, pricing: { kind: "markup", percent: 50, fee: 0 } },
    });
    expect(changed.status).toBe(200);
    await clearErpFaults(env.erp);
    await env.db
      .update(shipmentWorkflows)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(and(eq(shipmentWorkflows.id, l.workflowId), eq(shipmentWorkflows.companyId, edsId)));
    await resumeShipmentWorkflows(env.db);
    expect((await workflowSettled(token, l.workflowId)).steps.freight.state).toBe("done");
    await resumeShipmentWorkflows(env.db);
    const { lines } = await freightLinesAt(env.erp, invoice, l.tracking_number);
    expect(lines.map((x) => x.lineItemProduct.unitPrice)).toEqual([markedUp(l.cents) / 100]);
  });

  it("`none` and free at the order total post nothing: no line, the labels are `no freight`, the dialog says why", async () => {
    await freightRule({
      name: "Branch TNCO ships free",
      conditions: { branches: "TNCO", weightFrom: 100 },
      pricing: { kind: "none" },
    });
    await freightRule({
      name: "Free over a cent",
      conditions: { branches: "TNCO" },
      pricing: { kind: "freeAt", orderTotal: 0.01 },
    });
    const invoice = BATCH_ORDERS[2].fullInvoiceID;
    const l = await shipPackage(invoice);
    const wf = await workflowSettled(token, l.workflowId);
    expect(wf.steps.freight).toEqual({
      state: "done",
      message: `No freight posted: ${l.label} ${money(l.cents)}; free at order total $0.01 = $0.00 (rule Free over a cent).`,
    });
    expect((await freightLinesAt(env.erp, invoice, l.tracking_number)).lines).toHaveLength(0);
    const row = await charge(l.shipmentId);
    expect(row.moneyState).toBe("no_freight");
    expect(row.freightCharge).toMatchObject({ total: 0, post: false, rule: "Free over a cent" });
    // Nothing was posted, so a void takes nothing back.
    expect((await voidLabelOf(token, l.shipmentId)).json).toMatchObject({ refundStatus: "SUCCESS", reversal: null });
  });

  it("without a freight rule the label's cost is posted as before, with the comment of before", async () => {
    const invoice = BATCH_ORDERS[3].fullInvoiceID;
    const l = await shipPackage(invoice);
    await workflowSettled(token, l.workflowId);
    const { lines } = await freightLinesAt(env.erp, invoice, l.tracking_number);
    expect(lines.map((x) => x.lineItemProduct.unitPrice)).toEqual([l.cents / 100]);
    expect(lines[0].lineItemProduct.comments).toMatch(/^Carrier: /);
    expect((await charge(l.shipmentId)).freightCharge).toMatchObject({ total: l.cents / 100, sum: null, rule: null });
  });
});
