// Needs Attention (CLARIFICATIONS 57/58) for unsettled money, made on the Shippo and ERP stand-ins: freight not
// posted, a refund open too long or refused, a second label bought while a refund was pending. Each row's words and
// action, and the action's success removing it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as retryRoute } from "@/app/api/shipments/workflows/[workflowId]/retry/route";
import { companies, shipments } from "@/db/schema";
import { SECOND_LABEL } from "@/lib/shipping/attention/reasons/second-label";
import { freeLedgerKeys } from "@/lib/shipping/voids/free-ledger-keys";
import { settleOpenRefunds } from "@/lib/shipping/voids/settle-open-refunds";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { shippingSuite, type ShippingSuite } from "@/tests/helpers/shipping-suite";
import { buy, freightLinesAt, quote, voidLabelOf, workflowSettled } from "../ship-desk";
import { agoBy, HOUR, MINUTE, rowsOf } from "./attention-suite";

let env: ShippingSuite["env"];
let token: string;
let edsId: string;
let nextPackage = 30;
shippingSuite({}, (s) => ({ env, token, edsId } = s));

const INVOICE = QUEUED_ORDERS.regular.fullInvoiceID;
const record = async (id: string) => (await env.db.query.shipments.findFirst({ where: eq(shipments.id, id) }))!;

/** A label of its own package, as the desk buys it (no freight asked of the server). */
async function label(packageNumber = nextPackage++) {
  const q = await quote(token, INVOICE);
  const bought = await buy(token, INVOICE, q.rates[0].object_id, packageNumber);
  expect(bought.status).toBe(200);
  return { ...(bought.json as { shipmentId: string; tracking_number: string }), packageNumber };
}

describe("Needs Attention: freight not posted", () => {
  it("lists a label whose freight the ERP refused 5 minutes on, says why, and Post Freight removes it", async () => {
    const company = (await env.db.query.companies.findFirst({ where: eq(companies.id, edsId) }))!;
    const noProduct = { ...company.ship54Settings.freight, defaultMethod: "lineitem" as const, productId: null };
    await env.db
      .update(companies)
      .set({ ship54Settings: { ...company.ship54Settings, freight: noProduct } })
      .where(eq(companies.id, edsId));
    let bought;
    try {
      const q = await quote(token, INVOICE);
      bought = await callRoute(createFromShipStation, {
        token,
        body: {
          shippoData: { rateId: q.rates[0].object_id },
          shipmentData: {
            invoiceNumber: INVOICE,
            packageNumber: nextPackage++,
            branch: "TNNA",
            freight: { method: "lineitem", actualWeight: 4.4 },
          },
        },
      });
      expect(bought.status).toBe(200);
      expect((await workflowSettled(token, bought.json.workflowId)).steps.freight.state).toBe("failed");
    } finally {
      await env.db.update(companies).set({ ship54Settings: company.ship54Settings }).where(eq(companies.id, edsId));
    }
    const { shipmentId, tracking_number: tracking, workflowId } = bought.json;
    // Within its first 5 minutes a label's freight is still the server's to post: not listed yet.
    expect(await rowsOf(token, shipmentId)).toEqual([]);

    await agoBy(env.db, shipmentId, 6 * MINUTE, "createdAt");
    const [row] = await rowsOf(token, shipmentId);
    expect(row).toMatchObject({
      reason: "freight",
      reference: INVOICE,
      trackingNumber: tracking,
      branch: "TNNA",
      sentence: "The freight was not posted: Freight Product ID is required for Invoice Line Item method.",
      action: { kind: "Post Freight", workflowId },
    });
    expect(Date.parse(row.since)).toBeLessThan(Date.now() - 5 * MINUTE);
    // The branch's list has it; another branch's does not.
    expect(await rowsOf(token, shipmentId, "branch=tnna")).toHaveLength(1);
    expect(await rowsOf(token, shipmentId, "branch=TNMB")).toEqual([]);

    // Post Freight: the workflow's retry, with the product back in the settings.
    const pressed = await callRoute(retryRoute, { token, params: { workflowId } });
    expect(pressed.status).toBe(200);
    expect((await workflowSettled(token, workflowId)).steps.freight.state).toBe("done");
    expect((await freightLinesAt(env.erp, INVOICE, tracking)).lines).toHaveLength(1);
    expect(await rowsOf(token, shipmentId)).toEqual([]);
  });
});

describe("Needs Attention: refunds", () => {
  it("lists a refund pending for more than 24 hours; Void Again reads it settled and removes the row", async () => {
    const l = await label();
    await env.shippo.control("/pending-next-refund", { reads: 0 });
    expect((await voidLabelOf(token, l.shipmentId)).json.refundStatus).toBe("PENDING");
    expect(await rowsOf(token, l.shipmentId)).toEqual([]);

    await agoBy(env.db, l.shipmentId, 25 * HOUR, "moneyStateAt");
    expect(await rowsOf(token, l.shipmentId)).toMatchObject([
      {
        reason: "refund-open",
        trackingNumber: l.tracking_number,
        sentence: "The refund has been pending at Shippo for more than 24 hours.",
        action: { kind: "Void Again" },
      },
    ]);
    const again = await voidLabelOf(token, l.shipmentId);
    expect(again.json).toMatchObject({ refundStatus: "SUCCESS", replayed: true });
    expect(await rowsOf(token, l.shipmentId)).toEqual([]);
    expect((await env.shippo.refunds((await record(l.shipmentId)).shippoTransactionId)).refunds).toHaveLength(1);
  });

  it("lists a refused refund with the carrier's reason; Void Again refunds the label and removes the row", async () => {
    const l = await label();
    await env.shippo.control("/refuse-next-refund", { text: "The label was already scanned by USPS." });
    expect((await voidLabelOf(token, l.shipmentId)).status).toBe(422);
    expect(await rowsOf(token, l.shipmentId)).toMatchObject([
      {
        reason: "refund-refused",
        sentence: "The refund was refused: The label was already scanned by USPS.",
        action: { kind: "Void Again" },
      },
    ]);
    expect((await voidLabelOf(token, l.shipmentId)).json.refundStatus).toBe("SUCCESS");
    expect(await rowsOf(token, l.shipmentId)).toEqual([]);
  });

  it("a second label bought while a refund was pending: listed to be voided, and Void Again on it removes it", async () => {
    const first = await label();
    await env.shippo.control("/pending-next-refund", { reads: 0, settle: "ERROR" });
    expect((await voidLabelOf(token, first.shipmentId)).json.refundStatus).toBe("PENDING");
    // Before refunds were settled, a pending refund freed the package's key at once: a second label was bought.
    await freeLedgerKeys(env.db, await record(first.shipmentId));
    const second = await label(first.packageNumber);
    expect(second.tracking_number).not.toBe(first.tracking_number);
    await settleOpenRefunds(env.db);
    expect((await record(first.shipmentId)).moneyState).toBe("refund_refused");

    expect(await rowsOf(token, first.shipmentId)).toMatchObject([
      { reason: "refund-refused", sentence: "The refund was refused: The carrier did not accept the refund." },
    ]);
    const [flagged] = await rowsOf(token, second.shipmentId);
    expect(flagged).toMatchObject({
      reason: "second-label",
      trackingNumber: second.tracking_number,
      sentence: SECOND_LABEL,
      action: { kind: "Void Again" },
    });
    expect(flagged.sentence).toBe("A second label was bought while a refund was pending; void one of them.");

    expect((await voidLabelOf(token, second.shipmentId)).json.refundStatus).toBe("SUCCESS");
    expect(await rowsOf(token, second.shipmentId)).toEqual([]);
    // The first label is live and paid: it stays listed until it is voided too.
    expect(await rowsOf(token, first.shipmentId)).toHaveLength(1);
    expect((await voidLabelOf(token, first.shipmentId)).json.refundStatus).toBe("SUCCESS");
    expect(await rowsOf(token, first.shipmentId)).toEqual([]);
  });
});
