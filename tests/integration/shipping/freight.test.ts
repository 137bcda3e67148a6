import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { companies } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { shippingSuite, type ShippingSuite } from "@/tests/helpers/shipping-suite";
import { erpFaults } from "@/tests/helpers/test-env";
import { buy, freightLinesAt, postFreight, quote } from "./ship-desk";

let env: ShippingSuite["env"];
let token: string;
let edsId: string;
shippingSuite({ files: true }, (s) => ({ env, token, edsId } = s));

const freightLines = (invoice: string, tracking: string) => freightLinesAt(env.erp, invoice, tracking);

async function labelFor(invoice: string, packageNumber = 1) {
  const q = await quote(token, invoice);
  const label = await buy(token, invoice, q.rates[0].object_id, packageNumber);
  expect(label.status).toBe(200);
  return { ...label.json, order: q.order, amount: Number(q.rates[0].amount), shippoShipmentId: q.shipmentId };
}

/** Issue 13's end state for every fault: exactly one transaction at the Shippo stand-in, a bought label. */
async function expectOneLabelAtShippo(l: Awaited<ReturnType<typeof labelFor>>) {
  const { transactions } = await env.shippo.transactions(l.shippoShipmentId);
  expect(transactions.map((t) => [t.status, t.tracking_number])).toEqual([["SUCCESS", l.tracking_number]]);
}

const freightBody = (l: Awaited<ReturnType<typeof labelFor>>, method: string) => ({
  invoiceNumber: l.invoiceNumber,
  trackingNumber: l.tracking_number,
  totalFreight: l.amount,
  shipVia: l.order.shipVia,
  weight: 4.5,
  actualWeight: 4.4,
  method,
});

describe("POST /api/postFreight", () => {
  it("line item: the ERP failing between the freight line and the print status; the retry adds no second line", async () => {
    const l = await labelFor(QUEUED_ORDERS.regular.fullInvoiceID);
    await erpFaults(env.erp, { failNext: { count: 1, status: 500, path: "PrintStatus" } });
    const failed = await postFreight(token, freightBody(l, "lineitem"));
    expect(failed.status).toBe(502);
    let after = await freightLines(l.invoiceNumber, l.tracking_number);
    expect(after.lines).toHaveLength(1);
    expect(after.printStatus).toBe("Q");

    const retry = await postFreight(token, freightBody(l, "lineitem"));
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ method: "lineitem", lineAdded: true, printed: true });
    after = await freightLines(l.invoiceNumber, l.tracking_number);
    expect(after.lines).toHaveLength(1);
    expect(after.lines[0].lineItemProduct).toMatchObject({ productId: 100001, unitPrice: l.amount });
    expect(after.printStatus).toBe("P");
    const again = await postFreight(token, freightBody(l, "lineitem"));
    expect(again.json.replayed).toBe(true);
    expect((await freightLines(l.invoiceNumber, l.tracking_number)).lines).toHaveLength(1);

    await expectOneLabelAtShippo(l);

    // Print status P: the order has left the branch's queue.
    const listed = await callRoute(queue, {
      token,
      url: `http://localhost/api/ship-station/orders?branch=${QUEUE_BRANCH}`,
    });
    expect(listed.json.orders.map((o: { invoiceNumber: string }) => o.invoiceNumber)).not.toContain(l.invoiceNumber);
  });

  it("line item: the freight line's answer lost; the retry finds the line on the order and adds no second one", async () => {
    const l = await labelFor(QUEUED_ORDERS.codWithBalance.fullInvoiceID);
    await erpFaults(env.erp, { dropAnswerNext: { count: 1, path: "/LineItems", method: "POST" } });
    const lost = await postFreight(token, freightBody(l, "lineitem"));
    expect(lost.status).toBeGreaterThanOrEqual(500);
    expect((await freightLines(l.invoiceNumber, l.tracking_number)).lines).toHaveLength(1);

    const retry = await postFreight(token, freightBody(l, "lineitem"));
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ method: "lineitem", lineAdded: true, printed: true });
    const after = await freightLines(l.invoiceNumber, l.tracking_number);
    expect(after.lines).toHaveLength(1);
    expect(after.printStatus).toBe("P");
    await expectOneLabelAtShippo(l);
  });

  it("file drop: one StarShip object per shipment under the company's prefix, written once", async () => {
    const l = await labelFor(QUEUED_ORDERS.codPaid.fullInvoiceID);
    const posted = await postFreight(token, freightBody(l, "filedrop"));
    expect(posted.status).toBe(200);
    expect(posted.json.fileKey).toBe(`filedrop/${l.invoiceNumber}-1-${l.tracking_number}.txt`);
    const again = await postFreight(token, freightBody(l, "filedrop"));
    expect(again.json).toMatchObject({ replayed: true, fileKey: posted.json.fileKey });

    const { client, bucket } = getStorage();
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${edsId}/filedrop/` }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`${edsId}/${posted.json.fileKey}`]);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${edsId}/${posted.json.fileKey}` }));
    const text = await object.Body!.transformToString();
    expect(text.split("\n").slice(0, 2)).toEqual(["[SHIPMENT]", `OrdNum=${l.invoiceNumber}`]);
    expect(text).toContain(`TrackNum=${l.tracking_number}`);
    expect(text).toContain(`TotFreight=${l.amount.toFixed(2)}`);
    expect(text).toContain("Actual Weight=4.4");
    // File-drop mode leaves the order alone: StarShip and Eclipse take it from the file.
    expect(await freightLines(l.invoiceNumber, l.tracking_number)).toEqual({ printStatus: "Q", lines: [] });
    await expectOneLabelAtShippo(l);
  });

  it("refuses freight for a label that was never bought, and bad input", async () => {
    const missing = await postFreight(token, { invoiceNumber: "S1000002.001", trackingNumber: "1Z999", weight: 2 });
    expect(missing.status).toBe(404);
    expect((await postFreight(token, { invoiceNumber: "", weight: 2 })).status).toBe(400);
  });

  it("line item without a Freight Product ID says so (422) and posts nothing", async () => {
    const company = (await env.db.query.companies.findFirst({ where: eq(companies.id, edsId) }))!;
    await env.db
      .update(companies)
      .set({ ship54Settings: { ...company.ship54Settings, freight: { defaultMethod: "lineitem", productId: null } } })
      .where(eq(companies.id, edsId));
    try {
      const l = await labelFor(QUEUED_ORDERS.secondGeneration.fullInvoiceID);
      const refused = await postFreight(token, { ...freightBody(l, "lineitem") });
      expect(refused.status).toBe(422);
      expect(refused.json.error).toBe("Freight Product ID is required for Invoice Line Item method");
      expect((await freightLines(l.invoiceNumber, l.tracking_number)).lines).toHaveLength(0);
      await expectOneLabelAtShippo(l);
    } finally {
      await env.db.update(companies).set({ ship54Settings: company.ship54Settings }).where(eq(companies.id, edsId));
    }
  });
});
