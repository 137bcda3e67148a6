// Multi-piece shipments through the real SDK: UPS and FedEx rate and label several parcels as one shipment, USPS not.
import { Shippo } from "shippo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { isValidTrackingNumber } from "@/sim/shippo/tracking-numbers";
import { box, client, farAway, nashville, testToken, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url, testToken());
});
afterAll(() => sim.close());

const shipmentOf = async (parcels: ReturnType<typeof box>[]) =>
  s.shipments.create({
    addressFrom: nashville,
    addressTo: farAway,
    parcels,
    carrierAccounts: await threeCarriers(s),
    async: false,
  });

describe("a multi-piece shipment", () => {
  it("is rated by UPS and FedEx for every parcel; USPS quotes none and says why", async () => {
    const one = await shipmentOf([box("4")]);
    const two = await shipmentOf([box("4"), box("18", "20", "16", "12")]);
    expect(new Set(two.rates.map((r) => r.provider))).toEqual(new Set(["UPS", "FedEx"]));
    expect(two.messages.map((m) => m.text)).toContain(
      "USPS does not support multi-piece shipments; rate each parcel as its own shipment.",
    );
    const ground = (x: typeof one) => Number(x.rates.find((r) => r.servicelevel.token === "ups_ground")!.amount);
    expect(ground(two)).toBeGreaterThan(ground(one));
  });

  it("buys one label per parcel with its one rate: the first answered, every one listed by the rate", async () => {
    const two = await shipmentOf([box("4"), box("18", "20", "16", "12")]);
    const rate = two.rates.find((r) => r.servicelevel.token === "ups_ground")!.objectId;
    const first = await s.transactions.create({ rate, labelFileType: "PDF", async: false });
    expect(first.status).toBe("SUCCESS");
    expect(first.parcel).toBe(two.parcels[0].objectId);
    const listed = (await s.transactions.list({ rate })).results!;
    expect(listed).toHaveLength(2);
    expect(new Set(listed.map((t) => t.parcel))).toEqual(new Set(two.parcels.map((p) => p.objectId)));
    for (const t of listed) {
      expect(t.status).toBe("SUCCESS");
      expect(t.labelUrl).toBeTruthy();
      expect(isValidTrackingNumber("ups", t.trackingNumber!)).toBe(true);
    }
    expect(new Set(listed.map((t) => t.trackingNumber)).size).toBe(2);
  });
});
