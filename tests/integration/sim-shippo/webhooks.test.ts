// Webhooks: managed with the real SDK; `track_updated` deliveries checked at a local receiver.
import { createHmac } from "node:crypto";
import { Shippo } from "shippo";
import { webhookPayloadTrackFromJSON } from "shippo/models/components";
import { SDKError } from "shippo/models/errors";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { box, client, control, farAway, nashville, receiver, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
let hooks: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  await control(sim.url, "/config", { webhook_retry_delay_ms: 20 });
});
afterAll(() => sim.close());
afterEach(async () => {
  await hooks?.close();
});

async function subscribe(statuses: number[] = []) {
  hooks = await receiver(statuses);
  s = client(sim.url);
  return s.webhooks.createWebhook({ event: "track_updated", url: hooks.url, isTest: true });
}

async function buyLabel() {
  const sh = await s.shipments.create({
    addressFrom: nashville,
    addressTo: farAway,
    parcels: [box("2")],
    carrierAccounts: await threeCarriers(s),
    async: false,
  });
  const rate = sh.rates.find((r) => r.servicelevel.token === "usps_priority")!;
  return s.transactions.create({ rate: rate.objectId, labelFileType: "PDF", async: false });
}

const statusOf = (j: Record<string, unknown>) =>
  ((j.data as Record<string, unknown>).tracking_status as { status: string }).status;

describe("webhook management", () => {
  it("creates, lists, reads and deletes webhooks per account", async () => {
    const w = await subscribe();
    expect(w.objectId).toMatch(/^[0-9a-f]{32}$/);
    expect(w).toMatchObject({ event: "track_updated", url: hooks.url, active: true, isTest: true });
    const list = await s.webhooks.listWebhooks();
    expect(list.results?.map((x) => x.objectId)).toEqual([w.objectId]);
    expect((await client(sim.url).webhooks.listWebhooks()).results).toEqual([]);
    expect((await s.webhooks.getWebhook(w.objectId!)).url).toBe(hooks.url);
    await expect(s.webhooks.deleteWebhook(w.objectId!)).resolves.toBeUndefined();
    expect((await s.webhooks.listWebhooks()).results).toEqual([]);
    const again = await s.webhooks.deleteWebhook(w.objectId!).catch((e: unknown) => e);
    expect((again as SDKError).statusCode).toBe(404);
  });

  it("refuses a URL of 200 characters or more", async () => {
    s = client(sim.url);
    const err = await s.webhooks
      .createWebhook({ event: "track_updated", url: `http://127.0.0.1/${"x".repeat(190)}` })
      .catch((e: unknown) => e);
    expect((err as SDKError).statusCode).toBe(400);
  });
});

describe("track_updated deliveries", () => {
  it("sends Shippo's payload when a label is bought and at each scan, and stops after the webhook is deleted", async () => {
    const w = await subscribe();
    const tx = await buyLabel();
    await hooks.waitFor(1);
    expect(hooks.got[0].headers["content-type"]).toBe("application/json");
    const first = hooks.got[0].json;
    expect(first.event).toBe("track_updated");
    expect(first.test).toBe(true);
    const data = first.data as Record<string, unknown>;
    expect(data.tracking_number).toBe(tx.trackingNumber);
    expect(data.carrier).toBe("usps");
    expect(data.transaction).toBe(tx.objectId);
    expect(data.messages).toEqual([]);
    expect(data.address_from).toEqual({ city: "Nashville", state: "TN", zip: "37203", country: "US" });
    expect(data.servicelevel).toEqual({ name: "Priority Mail", token: "usps_priority" });
    // Real payloads carry nulls for absent values; the portal must parse them leniently.
    expect(data).toHaveProperty("metadata", null);
    const ts = data.tracking_status as Record<string, unknown>;
    expect(ts).toMatchObject({
      status: "PRE_TRANSIT",
      substatus: { code: "information_received", action_required: false },
    });
    expect(ts.object_id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(String(ts.status_date))).not.toBeNaN();
    expect(data.tracking_history).toHaveLength(1);

    await control(sim.url, `/tracks/usps/${tx.trackingNumber}/advance`, { to: "DELIVERED" });
    expect((await hooks.waitFor(6)).map((r) => statusOf(r.json))).toEqual([
      "PRE_TRANSIT",
      "TRANSIT",
      "TRANSIT",
      "TRANSIT",
      "TRANSIT",
      "DELIVERED",
    ]);
    expect((hooks.got[5].json.data as { tracking_history: unknown[] }).tracking_history).toHaveLength(6);

    await s.webhooks.deleteWebhook(w.objectId!);
    await control(sim.url, `/tracks/usps/${tx.trackingNumber}/redeliver`, {});
    expect(hooks.got).toHaveLength(6);
  });

  it("passes the SDK's own payload schema once nulls are switched off", async () => {
    await subscribe();
    await control(sim.url, "/config", { webhook_nulls: false });
    try {
      await buyLabel();
      const [r] = await hooks.waitFor(1);
      const parsed = webhookPayloadTrackFromJSON(r.raw);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.value.data?.trackingStatus?.status).toBe("PRE_TRANSIT");
    } finally {
      await control(sim.url, "/config", { webhook_nulls: true });
    }
  });

  it("repeats a delivery and delivers out of order when asked", async () => {
    await subscribe();
    const tx = await buyLabel();
    await hooks.waitFor(1);
    await control(sim.url, `/tracks/usps/${tx.trackingNumber}/advance`, { steps: 2, repeat: 2 });
    const got = await hooks.waitFor(5);
    expect(got.slice(1).map((r) => statusOf(r.json))).toEqual(["TRANSIT", "TRANSIT", "TRANSIT", "TRANSIT"]);
    expect(got[1].raw).toBe(got[2].raw);
    expect(got[3].raw).toBe(got[4].raw);

    const { order } = await control<{ order: string[] }>(sim.url, `/tracks/usps/${tx.trackingNumber}/redeliver`, {
      order: "reverse",
    });
    expect(order).toEqual(["TRANSIT", "TRANSIT", "PRE_TRANSIT"]);
    const replayed = (await hooks.waitFor(8)).slice(5);
    const ids = replayed.map(
      (r) => ((r.json.data as Record<string, unknown>).tracking_status as { object_id: string }).object_id,
    );
    const history = (got[4].json.data as { tracking_history: Array<{ object_id: string }> }).tracking_history.map(
      (h) => h.object_id,
    );
    expect(ids).toEqual([...history].reverse());
  });

  it("signs with Shippo-Auth-Signature when a secret is set, and retries a 500 twice", async () => {
    await subscribe([500, 503]);
    await control(sim.url, "/config", { webhook_secret: "whsec_shippo_local" });
    try {
      const tx = await buyLabel();
      const got = await hooks.waitFor(3);
      expect(got.map((r) => r.raw)).toEqual([got[0].raw, got[0].raw, got[0].raw]);
      const header = String(got[2].headers["shippo-auth-signature"]);
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      expect(m).not.toBeNull();
      expect(createHmac("sha256", "whsec_shippo_local").update(`${m![1]}.${got[2].raw}`).digest("hex")).toBe(m![2]);
      const log = await control<{ deliveries: Array<{ attempt: number; status: number }> }>(
        sim.url,
        `/webhook-deliveries?tracking_number=${tx.trackingNumber}`,
      );
      expect(log.deliveries.map((d) => [d.attempt, d.status])).toEqual([
        [1, 500],
        [2, 503],
        [3, 200],
      ]);
    } finally {
      await control(sim.url, "/config", { webhook_secret: null });
    }
  });
});
