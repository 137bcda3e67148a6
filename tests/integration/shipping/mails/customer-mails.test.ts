import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as checkAgain } from "@/app/api/intents/[id]/check/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/ship54/settings/route";
import { customerMails, emailOutbox, shipments } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { CANCELLED_FOR_VOID, HELD_FOR_VOID } from "@/lib/shipping/mails/label-void-hold";
import { sendDueMails } from "@/lib/shipping/mails/send-due-mails";
import { applyTrack } from "@/lib/shipping/tracking/apply-track";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { readableMail, startSmtpStandIn, type SmtpStandIn } from "@/tests/helpers/smtp-stand-in";
import { startTestEnv, whileDown, type TestEnv } from "@/tests/helpers/test-env";
import { buy, quote, voidLabelOf } from "../ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let smtp: SmtpStandIn;
let staff: string;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  env = await startTestEnv({
    shippo: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Portal <portal@example.com>", NEXTAUTH_URL: "https://portal.example.com" },
  });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(async () => {
  for (const name of ["SMTP_URL", "MAIL_FROM", "NEXTAUTH_URL"]) delete process.env[name];
  resetEnvCache();
  await env.close();
  await smtp.close();
});
afterEach(() => {
  smtp.received.length = 0;
});

// S1000002.001's ship-to is account 10018, whose first email at the ERP is this one.
const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
const SHIP_TO_EMAIL = "info@musiccity.com";
const REPLY_TO = "shipping@eds.example.com";

/** Customer Mails as a Ship54 admin saves them on the settings screen. */
async function saveCustomerMails(customerMails: Record<string, unknown>) {
  const current = (await callRoute(readSettings, { token: staff })).json;
  return callRoute(saveSettings, { token: staff, method: "PUT", body: { ...current, customerMails } });
}
const mailsOn = (more: Record<string, unknown> = {}) =>
  saveCustomerMails({
    enabled: true,
    replyTo: REPLY_TO,
    logoUrl: "https://eds.example.com/logo.png",
    delivered: false,
    ...more,
  });

/** Each test ships its own package of the invoice: its own label, its own mail. */
let pkg = 0;
async function shipPackage() {
  const n = ++pkg;
  const q = await quote(staff, invoice);
  const bought = await buy(staff, invoice, q.rates[0].object_id, n);
  expect(bought.status).toBe(200);
  return { q, n, rateId: q.rates[0].object_id, label: bought.json as { shipmentId: string; tracking_number: string } };
}

/** The carrier's scan that makes a shipment DELIVERED, as tracking reads it from Shippo. */
const deliveredTrack = (shipmentId: string) => ({
  events: [
    {
      objectId: `delivered-${shipmentId}`,
      status: "DELIVERED",
      statusDetails: "Delivered, front door",
      statusDate: new Date().toISOString(),
      substatus: null,
      location: null,
    },
  ],
  eta: null,
});

const rowsOf = (shipmentId: string) =>
  env.db.select().from(customerMails).where(eq(customerMails.shipmentId, shipmentId));

/** Waits for the sender the purchase (or the delivery) put on the queue to have sent every mail of the shipment. */
const allSent = (shipmentId: string) =>
  vi.waitFor(
    async () => {
      const rows = await rowsOf(shipmentId);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.state === "sent")).toBe(true);
    },
    { timeout: 10_000 },
  );

const mailsTo = (subject: RegExp) => smtp.received.filter((m) => subject.test(readableMail(m.raw)));

describe("Customer mails (issue 29 point 3)", () => {
  it("are off until a company turns them on: a label bought sends nothing", async () => {
    const { label } = await shipPackage();
    await sendDueMails(env.db);
    expect(await rowsOf(label.shipmentId)).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it("settings: a reply-to address is needed to turn them on, and the setting reads back", async () => {
    const refused = await saveCustomerMails({ enabled: true, replyTo: "", logoUrl: null, delivered: false });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("Please enter the reply-to address customers' answers go to");
    expect((await mailsOn()).status).toBe(200);
    expect((await callRoute(readSettings, { token: staff })).json.customerMails).toEqual({
      enabled: true,
      replyTo: REPLY_TO,
      logoUrl: "https://eds.example.com/logo.png",
      delivered: false,
    });
  });

  it("mails the ship-to once per label, however often the purchase is replayed", async () => {
    await mailsOn();
    const { q, n, rateId, label } = await shipPackage();
    const again = await buy(staff, invoice, rateId, n);
    expect(again.json).toMatchObject({ replayed: true, shipmentId: label.shipmentId });
    await allSent(label.shipmentId);
    // Hours later, nothing of it is left to send.
    await sendDueMails(env.db, { now: new Date(Date.now() + 3 * 3600_000) });
    expect(smtp.received).toHaveLength(1);

    const mail = smtp.received[0]!;
    const raw = readableMail(mail.raw);
    const ref = q.order.poNumber || invoice;
    expect(mail.to).toEqual([SHIP_TO_EMAIL]);
    expect(raw).toMatch(new RegExp(`^Subject: Your order ${ref} has shipped`, "m"));
    expect(raw).toMatch(new RegExp(`^Reply-To: ${REPLY_TO}`, "m"));
    expect(raw).toContain(`Tracking number: ${label.tracking_number}`);
    // EDS buys with its test token: the link says testMode, or the customer's page would show nothing (issue 37).
    const [bought] = await env.db.select().from(shipments).where(eq(shipments.id, label.shipmentId));
    expect(bought.test).toBe(true);
    expect(raw).toContain(
      `https://portal.example.com/invoice-tracking?invoiceNumber=${invoice}&company=EDS&testMode=true`,
    );
    expect(raw).toContain('<img src="https://eds.example.com/logo.png"');
    // The portal's mail path: the Outbox keeps it too.
    const kept = await env.db.query.emailOutbox.findMany({ where: eq(emailOutbox.template, "customer-shipped") });
    expect(kept.filter((m) => m.text.includes(label.tracking_number))).toHaveLength(1);
  });

  it("regression: a label found by Check Again mails its ship-to, as one bought in one go", async () => {
    await mailsOn();
    const n = ++pkg;
    const q = await quote(staff, invoice);
    // The purchase's answer is lost, and the retry's look at Shippo is refused: the label is in doubt.
    await env.shippo.control("/lose-next-transaction", { mode: "error" });
    expect((await buy(staff, invoice, q.rates[0].object_id, n)).status).toBe(502);
    await env.shippo.control("/fail-next", { count: 1, status: 429, method: "GET", path: "/transactions" });
    const doubt = await buy(staff, invoice, q.rates[0].object_id, n);
    expect(doubt.status).toBe(503);
    const intentId = (doubt.json.details as { intentId: string }[])[0].intentId;

    const checked = await callRoute(checkAgain, { token: staff, params: { id: intentId } });
    expect(checked.json).toMatchObject({ state: "done", result: { packageNumber: n } });
    const { shipmentId, workflowId } = checked.json.result as { shipmentId: string; workflowId: string };
    expect(workflowId).toEqual(expect.any(String));
    await allSent(shipmentId);
    expect(mailsTo(/has shipped/)).toHaveLength(1);
  });

  it("keeps the mail while the mail server is down and sends it once when it is back", async () => {
    await mailsOn();
    let shipmentId = "";
    await whileDown(smtp, async () => {
      ({ shipmentId } = (await shipPackage()).label);
      // The sender tried once, at once, and the refused connection left the mail pending for later.
      await vi.waitFor(async () => expect((await rowsOf(shipmentId))[0]?.lastError).toBeTruthy(), { timeout: 10_000 });
      const [row] = await rowsOf(shipmentId);
      expect(row).toMatchObject({ state: "pending", attempts: 1 });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: the periodic job leaves it alone.
      expect(await sendDueMails(env.db)).toBe(0);
    });
    expect(smtp.received).toHaveLength(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sendDueMails(env.db, { now: later })).toBe(1);
    expect(await sendDueMails(env.db, { now: new Date(later.getTime() + 3600_000) })).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([SHIP_TO_EMAIL]);
    expect((await rowsOf(shipmentId))[0]).toMatchObject({ state: "sent", attempts: 2, lastError: null });
  });

  it("sends Delivered once when the company turned it on", async () => {
    await mailsOn({ delivered: true });
    const { label } = await shipPackage();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
    const delivered = deliveredTrack(label.shipmentId);
    await applyTrack(env.db, label.shipmentId, delivered);
    await applyTrack(env.db, label.shipmentId, delivered);
    await allSent(label.shipmentId);
    expect(mailsTo(/Subject: Your order .* has been delivered/)).toHaveLength(1);
    await sendDueMails(env.db, { now: new Date(Date.now() + 3 * 3600_000) });
    const [mail] = mailsTo(/has been delivered/);
    expect(mail.to).toEqual([SHIP_TO_EMAIL]);
    expect(readableMail(mail.raw)).toContain(`Tracking number: ${label.tracking_number}`);
    const rows = await env.db
      .select()
      .from(customerMails)
      .where(and(eq(customerMails.shipmentId, label.shipmentId), eq(customerMails.state, "sent")));
    expect(rows.map((r) => r.kind).sort()).toEqual(["delivered", "shipped"]);
  });

  it("sends no Delivered mail while it is off", async () => {
    await mailsOn({ delivered: false });
    const { label } = await shipPackage();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
    await applyTrack(env.db, label.shipmentId, deliveredTrack(label.shipmentId));
    await sendDueMails(env.db);
    expect(smtp.received).toHaveLength(1);
    expect((await rowsOf(label.shipmentId)).map((r) => r.kind)).toEqual(["shipped"]);
  });
});

describe("regression: a shipped mail sent after the void (issue 36 defect 8)", () => {
  /** A label bought while the mail server is down: its shipped mail waits, pending, for the server. */
  async function waitingMail() {
    await mailsOn();
    let shipmentId = "";
    await whileDown(smtp, async () => {
      ({ shipmentId } = (await shipPackage()).label);
      await vi.waitFor(async () => expect((await rowsOf(shipmentId))[0]?.lastError).toBeTruthy(), { timeout: 10_000 });
    });
    return shipmentId;
  }
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it("a mail whose label was voided while it waited is cancelled, with the reason, and never sent", async () => {
    const shipmentId = await waitingMail();
    expect((await voidLabelOf(staff, shipmentId)).json.refundStatus).toBe("SUCCESS");
    expect(await sendDueMails(env.db, { now: later(2) })).toBe(0);
    expect(await sendDueMails(env.db, { now: later(120) })).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await rowsOf(shipmentId))[0]).toMatchObject({ state: "cancelled", lastError: CANCELLED_FOR_VOID });
  });

  it("a mail whose void is unsettled (Shippo's answer lost) is held, then cancelled once the void is confirmed", async () => {
    const shipmentId = await waitingMail();
    await env.shippo.control("/lose-next-refund", { count: 1, mode: "error" });
    expect((await voidLabelOf(staff, shipmentId)).status).toBeGreaterThanOrEqual(500);
    expect(await sendDueMails(env.db, { now: later(2) })).toBe(0);
    expect((await rowsOf(shipmentId))[0]).toMatchObject({ state: "pending", lastError: HELD_FOR_VOID });
    // Pressed again, the void finds the refund Shippo made.
    expect((await voidLabelOf(staff, shipmentId)).json.refundStatus).toBe("SUCCESS");
    expect(await sendDueMails(env.db, { now: later(10) })).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await rowsOf(shipmentId))[0]).toMatchObject({ state: "cancelled", lastError: CANCELLED_FOR_VOID });
  });

  it("a void Shippo refused leaves the label live: its mail goes", async () => {
    const shipmentId = await waitingMail();
    await env.shippo.control("/refuse-next-refund", { count: 1 });
    expect((await voidLabelOf(staff, shipmentId)).status).toBe(422);
    expect(await sendDueMails(env.db, { now: later(2) })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await rowsOf(shipmentId))[0]).toMatchObject({ state: "sent" });
  });
});
