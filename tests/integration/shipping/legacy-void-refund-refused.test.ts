// Labels the old code voided while Shippo still held their refund (VOIDED at once, freight reversed, key freed; made
// `voided` by 0018): migration 0023 hands them back to the refunds job, which settles them as any void
// (CLARIFICATIONS 54/57). Refused: the label live again, its freight posted again once, a second label bought
// meanwhile flagged for a void. Done: voided, nothing taken back twice. On the Shippo, ERP and file-store stand-ins.
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { intents, shipments } from "@/db/schema";
import { NOT_POSTED_AGAIN } from "@/lib/shipping/attention/reasons/refund-unsettled";
import { SECOND_LABEL } from "@/lib/shipping/attention/reasons/second-label";
import { settleOpenRefunds } from "@/lib/shipping/voids/settle-open-refunds";
import { CARRIER_REFUSED_REFUND } from "@/lib/shipping/voids/settle-refund";
import { POST_AGAIN_NEEDS_ERP_USER } from "@/lib/shipping/voids/void-label";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { shippingSuite, type ShippingSuite } from "@/tests/helpers/shipping-suite";
import { erpFaults } from "@/tests/helpers/test-env";
import { rowsOf } from "./attention/attention-suite";
import { migrateLegacyVoids, refusalReadByOldCode, voidedByOldCode } from "./legacy-void";
import { buy, orderLinesAt, postFreight, quote, voidLabelOf } from "./ship-desk";

let env: ShippingSuite["env"];
let token: string;
let edsId: string;
let nextPackage = 50;
shippingSuite({ files: true }, (s) => ({ env, token, edsId } = s));

const INVOICE = QUEUED_ORDERS.regular.fullInvoiceID;
const record = async (id: string) => (await env.db.query.shipments.findFirst({ where: eq(shipments.id, id) }))!;
type Method = "lineitem" | "filedrop";

/** A label of its own package, bought and its freight posted as the desk does. */
async function labelWithFreight(method: Method, packageNumber = nextPackage++) {
  const q = await quote(token, INVOICE);
  const bought = await buy(token, INVOICE, q.rates[0].object_id, packageNumber);
  expect(bought.status).toBe(200);
  const l = bought.json as { shipmentId: string; tracking_number: string; transactionId: string; carrier: string };
  const body = { invoiceNumber: INVOICE, trackingNumber: l.tracking_number, shipVia: q.order.shipVia, weight: 4.5 };
  const posted = await postFreight(token, { ...body, method, packageNumber });
  expect(posted.status).toBe(200);
  return { ...l, packageNumber, freight: posted.json.totalFreight as number };
}
type Label = Awaited<ReturnType<typeof labelWithFreight>>;

/** The old code's void of a label with freight, its refund held by Shippo until read, then settling to `settle`. */
async function legacyVoid(method: Method, settle: "SUCCESS" | "ERROR") {
  const l = await labelWithFreight(method);
  await env.shippo.control("/pending-next-refund", { reads: 0, settle });
  await voidedByOldCode(env.db, l.shipmentId);
  return l;
}

const linesOf = async (l: Label, comment: string) =>
  (await orderLinesAt(env.erp, INVOICE)).lineItems.filter((x) => x.lineItemProduct.comments === comment);
const refundsOf = async (l: Label) => (await env.shippo.refunds(l.transactionId)).refunds;

async function dropsOf(l: Label) {
  const { client, bucket } = getStorage();
  const prefix = `${edsId}/filedrop/${INVOICE}-${l.packageNumber}-`;
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  const read = async (key: string) =>
    (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString();
  const keys = (listed.Contents ?? []).map((o) => o.Key!.slice(prefix.length)).sort();
  return { keys, read: (name: string) => read(prefix + name) };
}

describe("migration 0023", () => {
  it("hands a void whose refund was open back to the refunds job, since its void; a refunded one stays voided", async () => {
    const open = await legacyVoid("filedrop", "ERROR");
    const refunded = await labelWithFreight("filedrop");
    expect((await voidLabelOf(token, refunded.shipmentId)).json.refundStatus).toBe("SUCCESS");
    const read = await legacyVoid("lineitem", "ERROR");
    await refusalReadByOldCode(env.db, read.shipmentId);
    for (const l of [open, read]) expect((await record(l.shipmentId)).moneyState).toBe("voided");

    await migrateLegacyVoids(env.db);
    const was = await record(open.shipmentId);
    expect(was).toMatchObject({ moneyState: "voiding", refundStatus: "PENDING", internalStatus: "VOIDED" });
    expect(was.moneyStateAt).toEqual(was.voidedAt);
    expect((await record(refunded.shipmentId)).moneyState).toBe("voided");
    // The refusal the old code read: its void intent answers it again, so no new refund is ever asked for it.
    expect((await record(read.shipmentId)).moneyState).toBe("voiding");
    const voidIntent = await env.db.query.intents.findFirst({
      where: and(eq(intents.kind, "void"), eq(intents.key, `${edsId}:${read.transactionId}`)),
    });
    expect(voidIntent).toMatchObject({ kind: "void", state: "done", result: { refundStatus: "ERROR" } });
    await settleOpenRefunds(env.db);
    expect(await record(read.shipmentId)).toMatchObject({ refundStatus: "ERROR", internalStatus: "LABEL_PURCHASED" });
    expect(await refundsOf(read)).toHaveLength(1);
  });
});

describe("a legacy void whose refund the carrier refuses", () => {
  it("file drop: the job makes the label live again and drops its freight again once, however often it runs", async () => {
    const l = await legacyVoid("filedrop", "ERROR");
    await migrateLegacyVoids(env.db);
    await settleOpenRefunds(env.db);
    await settleOpenRefunds(env.db);
    expect(await record(l.shipmentId)).toMatchObject({
      moneyState: "refund_refused",
      refundStatus: "ERROR",
      refundMessage: CARRIER_REFUSED_REFUND,
      internalStatus: "LABEL_PURCHASED",
      voidedAt: null,
    });
    const drops = await dropsOf(l);
    expect(drops.keys).toEqual(
      [`${l.tracking_number}.txt`, `REFUSED-${l.tracking_number}.txt`, `VOID-${l.tracking_number}.txt`].sort(),
    );
    const again = await drops.read(`REFUSED-${l.tracking_number}.txt`);
    expect(again).toContain(`TotFreight=${l.freight.toFixed(2)}`);
    expect(again).toBe(await drops.read(`${l.tracking_number}.txt`));
    expect(await refundsOf(l)).toHaveLength(1);
    expect(await rowsOf(token, l.shipmentId)).toMatchObject([
      { reason: "refund-refused", sentence: `The refund was refused: ${CARRIER_REFUSED_REFUND}` },
    ]);
  });

  it("line item: live again at once; Void Again posts the line again once, though its answer is lost", async () => {
    const l = await legacyVoid("lineitem", "ERROR");
    await migrateLegacyVoids(env.db);
    // The old code kept no session with the void: the job cannot reach the ERP, so the line waits for a person.
    await settleOpenRefunds(env.db);
    await settleOpenRefunds(env.db);
    expect(await record(l.shipmentId)).toMatchObject({
      moneyState: "voiding",
      refundStatus: "ERROR",
      internalStatus: "LABEL_PURCHASED",
    });
    expect(await linesOf(l, `REFUND REFUSED ${l.carrier} ${l.tracking_number}`)).toEqual([]);
    expect(await rowsOf(token, l.shipmentId)).toMatchObject([
      {
        reason: "refund-refused",
        sentence: `The refund was refused: ${CARRIER_REFUSED_REFUND} ${NOT_POSTED_AGAIN}`,
        action: { kind: "Void Again" },
      },
    ]);

    // An administrator has no ERP session: told so before anything is asked or written.
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const refused = await voidLabelOf(admin, l.shipmentId, { companyId: edsId });
    expect(refused).toMatchObject({ status: 403, json: { error: POST_AGAIN_NEEDS_ERP_USER } });

    await erpFaults(env.erp, { dropAnswerNext: { count: 1, path: "/LineItems", method: "POST" } });
    expect((await voidLabelOf(token, l.shipmentId)).status).toBeGreaterThanOrEqual(500);
    const pressed = await voidLabelOf(token, l.shipmentId);
    expect(pressed).toMatchObject({ status: 200, json: { refundStatus: "ERROR", replayed: true } });
    await settleOpenRefunds(env.db);
    const again = await linesOf(l, `REFUND REFUSED ${l.carrier} ${l.tracking_number}`);
    expect(again.map((x) => x.lineItemProduct.unitPrice)).toEqual([l.freight]);
    expect(await linesOf(l, `VOID ${l.carrier} ${l.tracking_number}`)).toHaveLength(1);
    expect((await record(l.shipmentId)).moneyState).toBe("refund_refused");
    expect(await refundsOf(l)).toHaveLength(1);

    // Charged again, the label's next void takes that freight back once more, under its own comment.
    expect((await voidLabelOf(token, l.shipmentId)).json).toMatchObject({
      refundStatus: "SUCCESS",
      reversal: { method: "lineitem", amount: -l.freight },
    });
    expect(await linesOf(l, `VOID AGAIN ${l.carrier} ${l.tracking_number}`)).toHaveLength(1);
    expect(await linesOf(l, `VOID ${l.carrier} ${l.tracking_number}`)).toHaveLength(1);
    expect((await record(l.shipmentId)).moneyState).toBe("voided");
  });

  it("a second label bought meanwhile is listed in Needs Attention with Void; voiding it leaves the first", async () => {
    const first = await legacyVoid("lineitem", "ERROR");
    // The old code freed the package's key at once: Ship Package bought the package a second label.
    const second = await labelWithFreight("lineitem", first.packageNumber);
    expect(second.tracking_number).not.toBe(first.tracking_number);
    await migrateLegacyVoids(env.db);
    expect(await rowsOf(token, second.shipmentId)).toEqual([]);

    await settleOpenRefunds(env.db);
    const [flagged] = await rowsOf(token, second.shipmentId);
    expect(flagged).toMatchObject({
      reason: "second-label",
      trackingNumber: second.tracking_number,
      sentence: SECOND_LABEL,
      action: { kind: "Void Again" },
    });
    expect((await voidLabelOf(token, second.shipmentId)).json.refundStatus).toBe("SUCCESS");
    expect(await rowsOf(token, second.shipmentId)).toEqual([]);
    // The first is live and paid: it stays listed, and its freight is posted again when Void Again settles it.
    expect(await rowsOf(token, first.shipmentId)).toMatchObject([{ reason: "refund-refused" }]);
  });
});

describe("a legacy void whose refund is done", () => {
  it("is voided, and its freight, reversed by the old code, is not taken back a second time", async () => {
    const l = await legacyVoid("lineitem", "SUCCESS");
    await migrateLegacyVoids(env.db);
    await settleOpenRefunds(env.db);
    await settleOpenRefunds(env.db);
    expect(await record(l.shipmentId)).toMatchObject({
      moneyState: "voided",
      refundStatus: "SUCCESS",
      internalStatus: "VOIDED",
    });
    expect(await linesOf(l, `VOID ${l.carrier} ${l.tracking_number}`)).toHaveLength(1);
    expect(await linesOf(l, `REFUND REFUSED ${l.carrier} ${l.tracking_number}`)).toEqual([]);
    expect(await rowsOf(token, l.shipmentId)).toEqual([]);
    expect(await refundsOf(l)).toHaveLength(1);
  });
});
