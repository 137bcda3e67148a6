// Tracking through the real SDK: a bought label's parcel moves through its statuses, with places and dates.
import { Shippo } from "shippo";
import type { Transaction } from "shippo/models/components";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { box, client, control, farAway, nashville, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url);
});
afterAll(() => sim.close());

async function buyLabel(token = "ups_ground"): Promise<Transaction> {
  const sh = await s.shipments.create({
    addressFrom: nashville,
    addressTo: farAway,
    parcels: [box("3")],
    carrierAccounts: await threeCarriers(s),
    async: false,
  });
  const rate = sh.rates.find((r) => r.servicelevel.token === token)!;
  return s.transactions.create({ rate: rate.objectId, labelFileType: "PDF", async: false });
}

describe("tracking a bought label", () => {
  it("starts PRE_TRANSIT at the sender and walks TRANSIT, out for delivery and DELIVERED at the recipient", async () => {
    const tx = await buyLabel("ups_ground");
    const first = await s.trackingStatus.get(tx.trackingNumber!, "ups");
    expect(first.trackingStatus?.status).toBe("PRE_TRANSIT");
    expect(first.trackingStatus?.location).toEqual({ city: "Nashville", state: "TN", zip: "37203", country: "US" });
    expect(first.transaction).toBe(tx.objectId);
    expect(first.servicelevel?.token).toBe("ups_ground");
    expect(first.eta).toBeInstanceOf(Date);
    expect(first.addressTo).toEqual({ city: "San Francisco", state: "CA", zip: "94117", country: "US" });

    await control(sim.url, `/tracks/ups/${tx.trackingNumber}/advance`, { to: "OUT_FOR_DELIVERY" });
    const out = await s.trackingStatus.get(tx.trackingNumber!, "ups");
    expect(out.trackingStatus?.status).toBe("TRANSIT");
    expect(out.trackingStatus?.substatus).toEqual({
      code: "out_for_delivery",
      text: "Package is out for delivery.",
      actionRequired: false,
    });

    await control(sim.url, `/tracks/ups/${tx.trackingNumber}/advance`, {});
    const done = await s.trackingStatus.get(tx.trackingNumber!, "ups");
    expect(done.trackingHistory.map((h) => `${h.status}/${h.substatus?.code}`)).toEqual([
      "PRE_TRANSIT/information_received",
      "TRANSIT/package_accepted",
      "TRANSIT/package_departed",
      "TRANSIT/package_arrived",
      "TRANSIT/out_for_delivery",
      "DELIVERED/delivered",
    ]);
    const dates = done.trackingHistory.map((h) => h.statusDate!.getTime());
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(done.trackingHistory.every((h) => h.location?.city && h.location.state)).toBe(true);
    expect(done.trackingStatus?.location?.city).toBe("San Francisco");
    expect((await s.transactions.get(tx.objectId!)).trackingStatus).toBe("DELIVERED");

    const refused = await fetch(`${sim.url}/__control/tracks/ups/${tx.trackingNumber}/advance`, {
      method: "POST",
      body: "{}",
    });
    expect(refused.status).toBe(409);
  });

  it("can end RETURNED (after a failed delivery attempt) or FAILURE when asked", async () => {
    const a = await buyLabel("usps_priority");
    await control(sim.url, `/tracks/usps/${a.trackingNumber}/advance`, { to: "IN_TRANSIT" });
    await control(sim.url, `/tracks/usps/${a.trackingNumber}/advance`, { to: "RETURNED" });
    const returned = await s.trackingStatus.get(a.trackingNumber!, "usps");
    expect(returned.trackingHistory.slice(-2).map((h) => h.status)).toEqual(["TRANSIT", "RETURNED"]);
    expect(returned.trackingHistory.at(-2)?.substatus?.actionRequired).toBe(true);
    expect(returned.trackingStatus?.substatus?.code).toBe("return_to_sender");

    const b = await buyLabel("fedex_ground");
    await control(sim.url, `/tracks/fedex/${b.trackingNumber}/advance`, {
      to: "FAILURE",
      substatus: "package_damaged",
    });
    const failed = await s.trackingStatus.get(b.trackingNumber!, "fedex");
    expect(failed.trackingStatus?.status).toBe("FAILURE");
    expect(failed.trackingStatus?.substatus).toMatchObject({ code: "package_damaged", actionRequired: true });
  });

  it("answers Shippo's sandbox numbers with canned histories", async () => {
    for (const status of ["PRE_TRANSIT", "TRANSIT", "DELIVERED", "RETURNED", "FAILURE"] as const) {
      const t = await s.trackingStatus.get(`SHIPPO_${status}`, "shippo");
      expect(t.trackingStatus?.status).toBe(status);
      expect(t.trackingHistory.length).toBeGreaterThan(0);
      expect(t.trackingHistory.at(-1)?.objectId).toBe(t.trackingStatus?.objectId);
    }
    const unknown = await s.trackingStatus.get("SHIPPO_UNKNOWN", "shippo");
    expect(unknown.trackingStatus?.status).toBe("UNKNOWN");
    expect(unknown.trackingHistory).toEqual([]);
  });

  it("registers a number with POST /tracks and answers UNKNOWN for numbers nobody shipped", async () => {
    const tx = await buyLabel("usps_ground_advantage");
    const other = client(sim.url);
    const registered = await other.trackingStatus.create({
      carrier: "usps",
      trackingNumber: tx.trackingNumber!,
      metadata: "Order 42",
    });
    expect(registered.trackingStatus?.status).toBe("PRE_TRANSIT");
    expect(registered.metadata).toBe("Order 42");
    expect(registered.transaction).toBeUndefined();
    const stranger = await s.trackingStatus.get("9400111899223197428490", "usps");
    expect(stranger.trackingStatus?.status).toBe("UNKNOWN");
    expect(stranger.messages).toEqual([]);
  });
});

describe("a label bought weeks ago (demo histories)", () => {
  it("backdates the label's scan and transaction, then takes dated scans after it", async () => {
    const tx = await buyLabel("ups_ground");
    const bought = new Date(Date.now() - 20 * 86_400_000);
    await control(sim.url, `/tracks/ups/${tx.trackingNumber}/backdate`, { at: bought.toISOString() });
    const pickedUp = new Date(bought.getTime() + 16 * 3_600_000);
    await control(sim.url, `/tracks/ups/${tx.trackingNumber}/advance`, {
      to: "DELIVERED",
      at: pickedUp.toISOString(),
      spacing_ms: 12 * 3_600_000,
      deliver: false,
    });
    const track = await s.trackingStatus.get(tx.trackingNumber!, "ups");
    const dates = track.trackingHistory.map((h) => h.statusDate!.getTime());
    expect(dates[0]).toBe(bought.getTime());
    expect(dates[1]).toBe(pickedUp.getTime());
    expect(dates.at(-1)).toBe(pickedUp.getTime() + 4 * 12 * 3_600_000);
    expect(track.trackingStatus?.status).toBe("DELIVERED");
    const again = await s.transactions.get(tx.objectId!);
    expect(again.objectCreated?.getTime()).toBe(bought.getTime());
  });
});
