import { and, count, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createWebhook } from "@/app/api/admin/companies/[companyId]/webhook/create/route";
import { POST as replay } from "@/app/api/admin/webhook-deliveries/[deliveryId]/replay/route";
import { GET as listDeliveries } from "@/app/api/admin/webhook-deliveries/route";
import { POST as webhook } from "@/app/api/webhooks/shippo/[secret]/route";
import { companies, shipmentEvents, shipments, shippoWebhookDeliveries, type Shipment } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { buyLabelForEds } from "@/tests/helpers/bought-label";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { serveRoutes } from "@/tests/helpers/route-server";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

let env: TestEnv & { shippo: ShippoStandIn };
let app: Awaited<ReturnType<typeof serveRoutes>>;
let edsId: string;

const eventsOf = async (s: Shipment) =>
  (await env.db.select({ n: count() }).from(shipmentEvents).where(eq(shipmentEvents.shipmentId, s.id)))[0].n;
const deliveries = async () => (await env.db.select({ n: count() }).from(shippoWebhookDeliveries))[0].n;
const reload = async (s: Shipment) => (await env.db.query.shipments.findFirst({ where: eq(shipments.id, s.id) }))!;
const trackPath = (s: Shipment) => `/tracks/${s.carrier}/${s.trackingNumber}`;

/** Buying a label makes the stand-in send a track_updated of its own, whenever it gets to it: wait for it. */
async function labelBought(invoiceNumber: string) {
  const s = await buyLabelForEds(env.db, { invoiceNumber });
  for (let i = 0; i < 200; i++) {
    const log = await env.shippo.control<{ deliveries: { event: string; status: number | null }[] }>(
      `/webhook-deliveries?tracking_number=${s.trackingNumber}&event=track_updated`,
    );
    if (log.deliveries.some((d) => d.status !== null)) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the stand-in never sent the purchase's track_updated");
}

beforeAll(async () => {
  // The app's webhook route on real HTTP, where the stand-in's webhook sender can reach it.
  app = await serveRoutes([
    {
      method: "POST",
      pattern: /^\/api\/webhooks\/shippo\/([^/]+)$/,
      params: (m) => ({ secret: m[1] }),
      handler: webhook,
    },
  ]);
  env = await startTestEnv({ shippo: true, env: { NEXTAUTH_URL: app.url } });
  await env.shippo.control("/config", { webhook_retry_delay_ms: 10 });
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  const made = await callRoute(createWebhook, { token: staff, method: "POST", params: { companyId: edsId } });
  expect(made.status).toBe(200);
});
afterAll(async () => {
  await env?.close();
  await app?.close();
});

describe("POST /api/webhooks/shippo/{secret}", () => {
  it("refuses a wrong secret and stores nothing", async () => {
    const before = await deliveries();
    const body = JSON.stringify({
      event: "track_updated",
      data: { tracking_number: "X", tracking_status: { status: "DELIVERED" } },
    });
    for (const secret of ["not-the-secret-at-all-000", "x", "../../etc"]) {
      const res = await callRoute(webhook, { method: "POST", body, params: { secret } });
      expect(res.status).toBe(404);
    }
    expect(await deliveries()).toBe(before);
  });

  it("moves a bought label along its track, re-read from Shippo, with its history", async () => {
    const s = await buyLabelForEds(env.db, { invoiceNumber: "S9000001.001" });
    await env.shippo.control(`${trackPath(s)}/advance`, { to: "TRANSIT" });
    let row = await reload(s);
    expect(row.internalStatus).toBe("SHIPPED");
    await env.shippo.control(`${trackPath(s)}/advance`, { to: "DELIVERED" });
    row = await reload(s);
    expect(row.internalStatus).toBe("DELIVERED");
    expect(row.deliveryDate).not.toBeNull();
    const track = await env.shippo.control<{ tracking_history: unknown[] }>(`${trackPath(s)}`);
    expect(await eventsOf(s)).toBe(track.tracking_history.length);
  });

  it("counts the same event delivered 100 times once", async () => {
    const s = await labelBought("S9000002.001");
    await env.shippo.control(`${trackPath(s)}/advance`, { steps: 1 });
    const before = await eventsOf(s);
    const since = new Date();
    await env.shippo.control(`${trackPath(s)}/advance`, { steps: 1, repeat: 100 });
    expect(await eventsOf(s)).toBe(before + 1);
    const outcomes = await env.db
      .select({ outcome: shippoWebhookDeliveries.outcome, n: count() })
      .from(shippoWebhookDeliveries)
      .where(
        and(
          eq(shippoWebhookDeliveries.trackingNumber, s.trackingNumber!),
          gte(shippoWebhookDeliveries.receivedAt, since),
        ),
      )
      .groupBy(shippoWebhookDeliveries.outcome);
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o.n]))).toEqual({ applied: 1, duplicate: 99 });
  });

  it("gives one entry per event and the right final status for a history redelivered reversed and shuffled", async () => {
    const s = await labelBought("S9000003.001");
    await env.shippo.control(`${trackPath(s)}/advance`, { to: "OUT_FOR_DELIVERY", deliver: false });
    // Nothing was delivered yet; now the whole history arrives backwards, then shuffled, twice each.
    await env.shippo.control(`${trackPath(s)}/redeliver`, { order: "reverse", repeat: 2 });
    await env.shippo.control(`${trackPath(s)}/redeliver`, { order: "shuffle", repeat: 2 });
    const track = await env.shippo.control<{ tracking_history: unknown[] }>(`${trackPath(s)}`);
    expect(await eventsOf(s)).toBe(track.tracking_history.length);
    expect((await reload(s)).internalStatus).toBe("OUT_FOR_DELIVERY");
  });

  it("logs and ignores a tracking number it does not know, keeping the payload", async () => {
    const body = JSON.stringify({
      event: "track_updated",
      test: true,
      data: { carrier: "usps", tracking_number: "9400000000000000000000", metadata: null, tracking_status: null },
    });
    const secretUrl = await env.shippo.control<{ deliveries: { url: string }[] }>("/webhook-deliveries");
    const secret = new URL(secretUrl.deliveries.at(-1)!.url).pathname.split("/").at(-1)!;
    const res = await callRoute(webhook, { method: "POST", body, params: { secret } });
    expect(res.status).toBe(200);
    const [row] = await env.db
      .select()
      .from(shippoWebhookDeliveries)
      .where(eq(shippoWebhookDeliveries.trackingNumber, "9400000000000000000000"));
    expect(row).toMatchObject({ outcome: "ignored", reason: "Unknown tracking number", rawBody: body });
  });

  it("with a signing secret, refuses an unsigned delivery and takes signed ones", async () => {
    process.env.SHIPPO_WEBHOOK_SECRET = "whsec_shippo_test_signing";
    resetEnvCache();
    try {
      const s = await buyLabelForEds(env.db, { invoiceNumber: "S9000004.001" });
      const log = await env.shippo.control<{ deliveries: { url: string }[] }>("/webhook-deliveries");
      const secret = new URL(log.deliveries.at(-1)!.url).pathname.split("/").at(-1)!;
      const before = await deliveries();
      const unsigned = await callRoute(webhook, {
        method: "POST",
        body: JSON.stringify({ event: "track_updated", data: { tracking_number: s.trackingNumber } }),
        params: { secret },
      });
      expect(unsigned.status).toBe(401);
      expect(await deliveries()).toBe(before);
      await env.shippo.control("/config", { webhook_secret: "whsec_shippo_test_signing" });
      await env.shippo.control(`${trackPath(s)}/advance`, { to: "TRANSIT" });
      expect((await reload(s)).internalStatus).toBe("SHIPPED");
    } finally {
      delete process.env.SHIPPO_WEBHOOK_SECRET;
      resetEnvCache();
      await env.shippo.control("/config", { webhook_secret: null });
    }
  });

  it("keeps a delivery whose re-read failed (503 for Shippo's retry), lists it for admins, and replays it", async () => {
    const s = await labelBought("S9000005.001");
    await env.shippo.control(`${trackPath(s)}/advance`, { to: "TRANSIT", deliver: false });
    await env.shippo.control("/fail-next", {
      count: 1,
      status: 500,
      method: "GET",
      path: `/tracks/${s.carrier}/${s.trackingNumber}`,
    });
    const log = await env.shippo.control<{ deliveries: { url: string }[] }>("/webhook-deliveries");
    const secret = new URL(log.deliveries.at(-1)!.url).pathname.split("/").at(-1)!;
    const body = JSON.stringify({
      event: "track_updated",
      data: { carrier: s.carrier, tracking_number: s.trackingNumber },
    });
    expect((await callRoute(webhook, { method: "POST", body, params: { secret } })).status).toBe(503);
    expect((await reload(s)).internalStatus).toBe("LABEL_PURCHASED");

    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    expect((await callRoute(listDeliveries, { token: staff })).status).toBe(403);
    const listed = await callRoute(listDeliveries, {
      token: admin,
      url: "http://x/api/admin/webhook-deliveries?outcome=failed",
    });
    const failed = listed.json.find((d: { trackingNumber: string }) => d.trackingNumber === s.trackingNumber);
    expect(failed).toMatchObject({ outcome: "failed", companyCode: "EDS" });
    expect(failed.reason).toContain("Re-reading the track from Shippo failed");

    const again = await callRoute(replay, { token: admin, method: "POST", params: { deliveryId: failed.id } });
    expect(again.json.outcome).toBe("applied");
    expect((await reload(s)).internalStatus).toBe("SHIPPED");
    expect(
      (await callRoute(replay, { token: admin, method: "POST", params: { deliveryId: failed.id } })).json.outcome,
    ).toBe("duplicate");
  });
});
