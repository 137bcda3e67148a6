// Needs Attention (CLARIFICATIONS 58) for what happened after the money: a customer mail that failed 3 times, a label
// on no manifest after its branch's close-out, a delivery failure or return, no scan for 3 days. Made on the Shippo,
// ERP and mail stand-ins; each row's words and action, and the action's success removing it.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as closeOutRoute } from "@/app/api/ship-station/close-out/route";
import { POST as trackRoute } from "@/app/api/shipments/[shipmentId]/track/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as retryMailRoute } from "@/app/api/shipments/mails/[mailId]/retry/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/ship54/settings/route";
import { customerMails } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { sendDueMails } from "@/lib/shipping/mails/send-due-mails";
import { QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { buyLabelForEds } from "@/tests/helpers/bought-label";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startSmtpStandIn, type SmtpStandIn } from "@/tests/helpers/smtp-stand-in";
import { startTestEnv, whileDown, type TestEnv } from "@/tests/helpers/test-env";
import { buy, quote } from "../ship-desk";
import { agoBy, DAY, HOUR, rowFor, rowsOf } from "./attention-suite";

let env: TestEnv & { shippo: ShippoStandIn };
let smtp: SmtpStandIn;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  env = await startTestEnv({
    shippo: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Portal <portal@example.com>", NEXTAUTH_URL: "https://portal.example.com" },
  });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(async () => {
  for (const name of ["SMTP_URL", "MAIL_FROM", "NEXTAUTH_URL"]) delete process.env[name];
  resetEnvCache();
  await env.close();
  await smtp.close();
});
afterEach(() => env.shippo.clearFaults());

const INVOICE = QUEUED_ORDERS.regular.fullInvoiceID;
let nextPackage = 40;
const today = () => new Date().toISOString().slice(0, 10);
const trackAgain = (shipmentId: string) => callRoute(trackRoute, { token, params: { shipmentId } });
const scan = (s: { carrier: string | null; trackingNumber: string | null }, body: Record<string, unknown>) =>
  env.shippo.control(`/tracks/${s.carrier}/${s.trackingNumber}/advance`, { deliver: false, ...body });

describe("Needs Attention: a customer mail that failed", () => {
  it("lists the mail after its third failure with the mail server's answer; Retry Mail sends it and removes the row", async () => {
    const current = (await callRoute(readSettings, { token })).json;
    const customerMailsOn = { enabled: true, replyTo: "shipping@eds.example.com", logoUrl: null, delivered: false };
    expect(
      (await callRoute(saveSettings, { token, method: "PUT", body: { ...current, customerMails: customerMailsOn } }))
        .status,
    ).toBe(200);

    let shipmentId = "";
    await whileDown(smtp, async () => {
      const q = await quote(token, INVOICE);
      const bought = await buy(token, INVOICE, q.rates[0].object_id, nextPackage++);
      shipmentId = bought.json.shipmentId;
      const mailOf = async () =>
        (await env.db.select().from(customerMails).where(eq(customerMails.shipmentId, shipmentId)))[0];
      await vi.waitFor(async () => expect((await mailOf())?.lastError).toBeTruthy(), { timeout: 10_000 });
      expect(await rowsOf(token, shipmentId)).toEqual([]);
      // Two more tries, hours apart, while the mail server stays down.
      await sendDueMails(env.db, { now: new Date(Date.now() + 2 * HOUR) });
      await sendDueMails(env.db, { now: new Date(Date.now() + 4 * HOUR) });
      const mail = await mailOf();
      expect(mail).toMatchObject({ state: "pending", attempts: 3 });

      const [row] = await rowsOf(token, shipmentId);
      expect(row).toMatchObject({
        reason: "mail",
        reference: INVOICE,
        sentence: `The customer's shipped mail failed 3 times: ${mail.lastError}${/[.!?]$/.test(mail.lastError!) ? "" : "."}`,
        action: { kind: "Retry Mail", mailId: mail.id },
      });
      // Retry Mail while the mail server is still down: said, and the row stays.
      const refused = await callRoute(retryMailRoute, { token, params: { mailId: mail.id } });
      expect(refused.status).toBe(502);
      expect(refused.json.error).toMatch(/^The mail was not sent: /);
      expect(await rowsOf(token, shipmentId)).toHaveLength(1);
    });
    const [row] = await rowsOf(token, shipmentId);
    const retried = await callRoute(retryMailRoute, {
      token,
      params: { mailId: (row.action as { mailId: string }).mailId },
    });
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ state: "sent" });
    expect(smtp.received).toHaveLength(1);
    expect(await rowsOf(token, shipmentId)).toEqual([]);
    // Pressed again: the mail is sent, nothing more goes.
    expect(
      (await callRoute(retryMailRoute, { token, params: { mailId: (row.action as { mailId: string }).mailId } })).json,
    ).toMatchObject({ state: "sent" });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("Needs Attention: a label on no manifest", () => {
  it("lists a USPS label whose close-out's manifest was refused; Close Out Again makes it and removes the row", async () => {
    const q = await quote(token, INVOICE);
    const buyAt = async (provider: string) => {
      const bought = await callRoute(createFromShipStation, {
        token,
        body: {
          shippoData: { rateId: q.rates.find((r) => r.provider === provider)!.object_id },
          shipmentData: { invoiceNumber: INVOICE, packageNumber: nextPackage++, branch: "TNMB" },
        },
      });
      expect(bought.status).toBe(200);
      return bought.json as { shipmentId: string };
    };
    const usps = await buyAt("USPS");
    const ups = await buyAt("UPS");
    await env.shippo.control("/refuse-next-manifest", { text: "USPS is not accepting SCAN forms right now." });
    const closed = await callRoute(closeOutRoute, { token, body: { branch: "TNMB", day: today() } });
    expect(closed.json.manifests[0]).toMatchObject({ carrier: "usps", state: "refused" });

    expect(await rowsOf(token, usps.shipmentId, "branch=TNMB")).toMatchObject([
      {
        reason: "manifest",
        branch: "TNMB",
        sentence: "The label is on no USPS manifest: USPS is not accepting SCAN forms right now.",
        action: { kind: "Close Out Again", branch: "TNMB", day: today() },
      },
    ]);
    // UPS takes no manifest: its label closed out the same day is settled.
    expect(await rowsOf(token, ups.shipmentId)).toEqual([]);

    const again = await callRoute(closeOutRoute, { token, body: { branch: "TNMB", day: today() } });
    expect(again.json.manifests[0]).toMatchObject({ carrier: "usps", state: "made" });
    expect(await rowsOf(token, usps.shipmentId)).toEqual([]);
  });
});

describe("Needs Attention: tracking", () => {
  it("lists a delivery failure and a return with the carrier's words; Track Again reads the track, which stays so", async () => {
    const failed = await buyLabelForEds(env.db, { invoiceNumber: "S8100001.001" });
    const returned = await buyLabelForEds(env.db, { invoiceNumber: "S8100002.001" });
    await scan(failed, { to: "FAILURE" });
    await scan(returned, { to: "RETURNED" });
    expect(await rowFor(token, failed.id, "delivery")).toBeUndefined();
    expect((await trackAgain(failed.id)).json.added).toBeGreaterThan(0);
    expect((await trackAgain(returned.id)).status).toBe(200);

    const failure = (await rowFor(token, failed.id, "delivery"))!;
    expect(failure).toMatchObject({ reason: "delivery", reference: "S8100001.001", action: { kind: "Track Again" } });
    expect(failure.sentence).toMatch(/^The carrier could not deliver the package(: .+)?\.$/);
    const back = (await rowFor(token, returned.id, "delivery"))!;
    expect(back).toMatchObject({ reason: "delivery", action: { kind: "Track Again" } });
    expect(back.sentence).toMatch(/^The package is being returned to the sender(: .+)?\.$/);
    // The carrier has nothing new: Track Again succeeds and the row stays, as the carrier says.
    expect((await trackAgain(failed.id)).json).toMatchObject({ added: 0 });
    expect(await rowFor(token, failed.id, "delivery")).toBeDefined();
  });

  it("lists a label with no tracking event for 3 days; Track Again reads the carrier's scan and removes the row", async () => {
    const quiet = await buyLabelForEds(env.db, { invoiceNumber: "S8100003.001" });
    await env.shippo.control(`/tracks/${quiet.carrier}/${quiet.trackingNumber}/backdate`, {
      at: new Date(Date.now() - 4 * DAY).toISOString(),
    });
    await agoBy(env.db, quiet.id, 2 * DAY, "createdAt");
    expect(await rowFor(token, quiet.id, "no-scan")).toBeUndefined();
    await agoBy(env.db, quiet.id, 4 * DAY, "createdAt");
    expect(await rowFor(token, quiet.id, "no-scan")).toMatchObject({
      trackingNumber: quiet.trackingNumber,
      sentence: "No tracking event in the 3 days since the label was bought.",
      action: { kind: "Track Again" },
    });

    // The carrier scans it now: Track Again reads it and the row goes.
    await scan(quiet, { to: "TRANSIT" });
    const read = await trackAgain(quiet.id);
    expect(read.status).toBe(200);
    expect(read.json.added).toBeGreaterThan(0);
    expect(await rowFor(token, quiet.id, "no-scan")).toBeUndefined();
  });
});
