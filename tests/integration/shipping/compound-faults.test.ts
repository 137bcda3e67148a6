// Issue 24's compound faults on the shipping desk: a second fault during the retry of a first one never makes a
// second label or freight line (CLARIFICATIONS 53: only proof frees an intent).
import { DeleteObjectCommand, GetObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as checkAgain } from "@/app/api/intents/[id]/check/route";
import { companies, intents } from "@/db/schema";
import { getStorage } from "@/lib/storage/s3-client";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { buy, freightLinesAt, postFreight, quote } from "./ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let s3: S3StandIn;
let token: string;
beforeAll(async () => {
  s3 = await startTestS3();
  env = await startTestEnv({ shippo: true, env: { ERP_TIMEOUT_MS: "3000" } });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  await quote(token, QUEUED_ORDERS.regular.fullInvoiceID); // the stand-in builds its orders on the first read
});
afterAll(async () => {
  await env.close();
  await s3.close();
});
afterEach(async () => {
  await clearErpFaults(env.erp);
  await env.shippo.clearFaults();
});

const UNCONFIRMED_LABEL =
  "We could not yet confirm whether the label was made. Nothing more has been sent. Press Check Again in a moment.";
const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
let nextPackage = 1;

async function successAt(shipmentId: string) {
  return (await env.shippo.transactions(shipmentId)).transactions.filter((t) => t.status === "SUCCESS");
}

describe("labels under compound faults", () => {
  it("a lost answer, then a refused recovery read: no second label; Check Again finds the first", async () => {
    const pkg = nextPackage++;
    const q = await quote(token, invoice);
    await env.shippo.control("/lose-next-transaction", { mode: "error" });
    expect((await buy(token, invoice, q.rates[0].object_id, pkg)).status).toBe(502);

    // The retry's look at Shippo is refused (429): it says so, and nothing is bought.
    await env.shippo.control("/fail-next", { count: 1, status: 429, method: "GET", path: "/transactions" });
    const refused = await buy(token, invoice, q.rates[0].object_id, pkg);
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ error: UNCONFIRMED_LABEL, code: "INTENT_UNCONFIRMED" });
    // And again, with every look refused: still nothing bought (a 4xx of recovery frees nothing).
    await env.shippo.control("/fail-next", { count: 1, status: 400, method: "GET", path: "/transactions" });
    expect((await buy(token, invoice, q.rates[0].object_id, pkg)).status).toBe(503);
    expect(await successAt(q.shipmentId)).toHaveLength(1);

    const intentId = (refused.json.details as { intentId: string }[])[0].intentId;
    const checked = await callRoute(checkAgain, { token, params: { id: intentId } });
    expect(checked.status).toBe(200);
    const bought = (await successAt(q.shipmentId))[0];
    expect(checked.json).toMatchObject({
      state: "done",
      result: { trackingNumber: bought.tracking_number, packageNumber: pkg },
    });

    const again = await buy(token, invoice, q.rates[0].object_id, pkg);
    expect(again.json).toMatchObject({ tracking_number: bought.tracking_number, replayed: true });
    expect(await successAt(q.shipmentId)).toHaveLength(1);
  });

  it("a purchase left QUEUED is waited for, never bought beside", async () => {
    const pkg = nextPackage++;
    const q = await quote(token, invoice);
    await env.shippo.control("/queue-next-transaction", { reads: 2 });
    const queued = await buy(token, invoice, q.rates[0].object_id, pkg);
    expect(queued.status).toBe(502);
    expect(queued.json.error).toBe("Transaction failed: QUEUED");

    const retry = await buy(token, invoice, q.rates[0].object_id, pkg);
    expect(retry.status).toBe(200);
    const all = (await env.shippo.transactions(q.shipmentId)).transactions;
    expect(all.map((t) => t.status)).toEqual(["SUCCESS"]);
    expect(retry.json).toMatchObject({ tracking_number: all[0].tracking_number, replayed: true });
  });

  it("a purchase still QUEUED after the bounded wait says so and stays in flight; Check Again settles it later", async () => {
    const pkg = nextPackage++;
    const q = await quote(token, invoice);
    await env.shippo.control("/queue-next-transaction", { reads: 6 });
    expect((await buy(token, invoice, q.rates[0].object_id, pkg)).status).toBe(502);
    const waiting = await buy(token, invoice, q.rates[0].object_id, pkg);
    expect(waiting.status).toBe(503);
    expect(waiting.json).toMatchObject({
      error: "The label is still being processed by Shippo. Nothing more has been sent. Press Check Again in a moment.",
      code: "INTENT_UNCONFIRMED",
    });
    expect((await env.shippo.transactions(q.shipmentId)).transactions).toHaveLength(1);
    const id = (waiting.json.details as { intentId: string }[])[0].intentId;
    const checked = await callRoute(checkAgain, { token, params: { id } });
    expect(checked.json).toMatchObject({ state: "done" });
    expect((await env.shippo.transactions(q.shipmentId)).transactions.map((t) => t.status)).toEqual(["SUCCESS"]);
  });
});

describe("freight under compound faults", () => {
  it("line item: the line lands after the time-out, the retry meets an expired ERP session; no second line, ever", async () => {
    const pkg = nextPackage++;
    const q = await quote(token, invoice);
    const label = await buy(token, invoice, q.rates[0].object_id, pkg);
    expect(label.status).toBe(200);
    const tracking = label.json.tracking_number as string;
    const body = {
      invoiceNumber: invoice,
      trackingNumber: tracking,
      shipVia: "UPS GROUND",
      weight: 4.5,
      actualWeight: 4.4,
      method: "lineitem",
    };

    await erpFaults(env.erp, { slowAnswerNext: { count: 1, ms: 4500, method: "POST", path: "LineItems" } });
    expect((await postFreight(token, body)).status).toBe(504);
    await new Promise((r) => setTimeout(r, 2000)); // the ERP finishes adding the line
    expect((await freightLinesAt(env.erp, invoice, tracking)).lines).toHaveLength(1);

    await erpFaults(env.erp, { expireSessions: true });
    const expired = await postFreight(token, body);
    expect(expired.status).toBe(401);
    const [row] = await env.db.select().from(intents).where(eq(intents.kind, "freight"));
    expect(row).toMatchObject({ state: "pending", inFlight: true });

    token = await loginAs(DEMO.staff.email, DEMO.staff.password); // signed in again: a new ERP session
    const posted = await postFreight(token, body);
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({ method: "lineitem", lineAdded: true, printed: true });
    expect((await freightLinesAt(env.erp, invoice, tracking)).lines).toHaveLength(1);
  });

  it("file drop: a replay whose drop is gone from the folder writes it again from what the intent kept", async () => {
    const pkg = nextPackage++;
    const q = await quote(token, invoice);
    const label = await buy(token, invoice, q.rates[0].object_id, pkg);
    const tracking = label.json.tracking_number as string;
    const body = {
      invoiceNumber: invoice,
      trackingNumber: tracking,
      shipVia: "UPS GROUND",
      weight: 4.5,
      actualWeight: 4.4,
      method: "filedrop",
    };
    const posted = await postFreight(token, body);
    expect(posted.status).toBe(200);
    const { client, bucket } = getStorage();
    const key = `${await edsId()}/${posted.json.fileKey}`;
    const text = async () =>
      (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString();
    const written = await text();
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

    // The replay (another shipVia sent this time) restores the drop as it was first written.
    const replay = await postFreight(token, { ...body, shipVia: "SOMETHING ELSE" });
    expect(replay.json).toMatchObject({ replayed: true, fileKey: posted.json.fileKey });
    expect(await text()).toBe(written);
  });
});

async function edsId() {
  return (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
}
