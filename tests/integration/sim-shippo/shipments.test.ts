// Auth, carrier accounts and rate quotes, driven through the real `shippo` SDK.
import { Shippo } from "shippo";
import { SDKError } from "shippo/models/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { box, client, farAway, nashville, nearby, testToken, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
let carriers: string[];

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url);
  carriers = await threeCarriers(s);
});
afterAll(() => sim.close());

async function statusOf(p: Promise<unknown>): Promise<number> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(SDKError);
  return (e as SDKError).statusCode;
}

describe("auth", () => {
  it("accepts ShippoToken test and live keys, a bare key (the SDK adds the prefix) and an OAuth bearer", async () => {
    const live = await client(sim.url, `shippo_live_${"b".repeat(40)}`).carrierAccounts.list({ results: 100 });
    expect(live.results?.every((a) => a.test === false)).toBe(true);
    const bare = new Shippo({ apiKeyHeader: testToken(), serverURL: sim.url });
    expect((await bare.carrierAccounts.list({ results: 100 })).results).toHaveLength(4);
    const oauth = client(sim.url, "Bearer oauth.AbCdEfGh12345678.xyz");
    expect((await oauth.carrierAccounts.list({ results: 100 })).results?.length).toBe(4);
  });

  it("answers 401 without credentials, with a malformed token or a foreign scheme", async () => {
    expect(await statusOf(client(sim.url, "").carrierAccounts.list({}))).toBe(401);
    expect(await statusOf(client(sim.url, "ShippoToken shippo_test_nothex").carrierAccounts.list({}))).toBe(401);
    expect(await statusOf(client(sim.url, "Bearer sk_test_123").carrierAccounts.list({}))).toBe(401);
    const res = await fetch(`${sim.url}/shipments`, { headers: { authorization: "Token abc" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid token." });
  });
});

describe("carrier accounts", () => {
  it("lists USPS, UPS, FedEx and DHL Express, filters by carrier and keeps ids stable per token", async () => {
    const all = await s.carrierAccounts.list({ results: 100 });
    expect(all.results?.map((a) => a.carrier).sort()).toEqual(["dhl_express", "fedex", "ups", "usps"]);
    expect(all.results?.every((a) => a.active && a.test && a.accountId)).toBe(true);
    const ups = await s.carrierAccounts.list({ carrier: "ups", serviceLevels: true });
    expect(ups.results).toHaveLength(1);
    expect(ups.results?.[0].serviceLevels?.map((l) => l.token)).toContain("ups_ground");
    const again = await threeCarriers(s);
    expect(again).toEqual(carriers);
    const one = await s.carrierAccounts.get(carriers[1]);
    expect(one.carrier).toBe("ups");
  });
});

describe("shipments and rates", () => {
  it("quotes UPS, FedEx and USPS with service levels, days, terms and logos served by the stand-in", async () => {
    const shipment = await s.shipments.create({
      addressFrom: nashville,
      addressTo: farAway,
      parcels: [box("5")],
      carrierAccounts: carriers,
      async: false,
    });
    expect(shipment.status).toBe("SUCCESS");
    expect(shipment.carrierAccounts).toEqual(carriers);
    expect(shipment.addressFrom.objectId).toMatch(/^[0-9a-f]{32}$/);
    expect(shipment.objectCreated).toBeInstanceOf(Date);
    expect(new Set(shipment.rates.map((r) => r.provider))).toEqual(new Set(["USPS", "UPS", "FedEx"]));
    for (const r of shipment.rates) {
      expect(r.shipment).toBe(shipment.objectId);
      expect(Number(r.amount)).toBeGreaterThan(0);
      expect(r.amount).toMatch(/^\d+\.\d{2}$/);
      expect(r.currency).toBe("USD");
      expect(r.servicelevel.name).toBeTruthy();
      expect(r.servicelevel.token).toMatch(/^(usps|ups|fedex)_/);
      expect(Number.isInteger(r.estimatedDays)).toBe(true);
      expect(r.durationTerms).toBeTruthy();
      expect(carriers).toContain(r.carrierAccount);
    }
    for (const attr of ["CHEAPEST", "FASTEST", "BESTVALUE"] as const) {
      expect(shipment.rates.filter((r) => r.attributes.includes(attr))).toHaveLength(1);
    }
    const cheapest = shipment.rates.find((r) => r.attributes.includes("CHEAPEST"))!;
    expect(Math.min(...shipment.rates.map((r) => Number(r.amount)))).toBe(Number(cheapest.amount));

    const logo = await fetch(shipment.rates.find((r) => r.provider === "FedEx")!.providerImage75!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await logo.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(75);
    const big = await fetch(shipment.rates[0].providerImage200!);
    expect(Buffer.from(await big.arrayBuffer()).readUInt32BE(16)).toBe(200);

    const again = await s.shipments.get(shipment.objectId);
    expect(again.rates.map((r) => r.objectId)).toEqual(shipment.rates.map((r) => r.objectId));
    const listed = await s.rates.listShipmentRates(shipment.objectId);
    expect(listed.results).toHaveLength(shipment.rates.length);
  });

  it("prices by weight, size and distance", async () => {
    const amount = async (to: typeof nearby, parcel: ReturnType<typeof box>, token: string) => {
      const sh = await s.shipments.create({
        addressFrom: nashville,
        addressTo: to,
        parcels: [parcel],
        carrierAccounts: carriers,
        async: false,
      });
      const rate = sh.rates.find((r) => r.servicelevel.token === token)!;
      return { amount: Number(rate.amount), zone: Number(rate.zone), days: rate.estimatedDays! };
    };
    const light = await amount(farAway, box("2"), "ups_ground");
    const heavy = await amount(farAway, box("20"), "ups_ground");
    expect(heavy.amount).toBeGreaterThan(light.amount);
    const bulky = await amount(farAway, box("2", "30", "24", "20"), "ups_ground");
    expect(bulky.amount).toBeGreaterThan(light.amount);
    const close = await amount(nearby, box("2"), "ups_ground");
    expect(close.amount).toBeLessThan(light.amount);
    expect(close.zone).toBeLessThan(light.zone);
    expect(close.days).toBeLessThanOrEqual(light.days);
    const kilos = await amount(
      farAway,
      { massUnit: "kg", weight: "9.07", distanceUnit: "cm", length: "30.5", width: "25.4", height: "20.3" },
      "ups_ground",
    );
    expect(kilos.amount).toBeCloseTo(heavy.amount, 2);
  });

  it("leaves out a carrier the parcel is too heavy for and says why", async () => {
    const sh = await s.shipments.create({
      addressFrom: nashville,
      addressTo: farAway,
      parcels: [box("90")],
      carrierAccounts: carriers,
      async: false,
    });
    expect(sh.rates.some((r) => r.provider === "USPS")).toBe(false);
    expect(sh.rates.some((r) => r.provider === "UPS")).toBe(true);
    expect(sh.messages.some((m) => m.source === "USPS" && /70 lb/.test(m.text ?? ""))).toBe(true);
  });

  it("queues an async shipment and has the rates on the next read", async () => {
    const sh = await s.shipments.create({
      addressFrom: nashville,
      addressTo: nearby,
      parcels: [box("1")],
      carrierAccounts: carriers,
      async: true,
    });
    expect(sh.status).toBe("QUEUED");
    expect(sh.rates).toEqual([]);
    const later = await s.shipments.get(sh.objectId);
    expect(later.status).toBe("SUCCESS");
    expect(later.rates.length).toBeGreaterThan(0);
  });

  it("rejects a shipment without a parcel with a field-keyed 400 and hides other accounts' shipments", async () => {
    const err = await s.shipments
      .create({ addressFrom: nashville, addressTo: farAway, parcels: [] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SDKError);
    expect((err as SDKError).statusCode).toBe(400);
    expect(JSON.parse((err as SDKError).body)).toEqual({ parcels: ["This field is required."] });
    const mine = await s.shipments.create({
      addressFrom: nashville,
      addressTo: farAway,
      parcels: [box("1")],
      async: false,
    });
    expect(await statusOf(client(sim.url).shipments.get(mine.objectId))).toBe(404);
  });

  it("quotes with every active account when none are named, DHL Express explaining it has no domestic service", async () => {
    const sh = await s.shipments.create({
      addressFrom: nashville,
      addressTo: farAway,
      parcels: [box("3")],
      async: false,
    });
    expect(sh.carrierAccounts).toHaveLength(4);
    expect(sh.messages.some((m) => m.source === "DHL Express")).toBe(true);
  });
});
