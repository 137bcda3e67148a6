// The stand-in's shipment extras, through the real `shippo` SDK: a residential recipient, third-party billing,
// parcel insurance, and whether a validated address is a residence.
import type { Shippo } from "shippo";
import type { ShipmentCreateRequest } from "shippo/models/components";
import { SDKError } from "shippo/models/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { box, client, control, nashville, nearby, testToken, threeCarriers } from "./helpers";

let sim: ShippoSim;
let s: Shippo;
let carriers: string[];

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url);
  carriers = await threeCarriers(s);
});
afterAll(() => sim.close());

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SDKError);
  return { status: (err as SDKError).statusCode, body: JSON.parse((err as SDKError).body) as unknown };
}

const shipment = (extra: Partial<ShipmentCreateRequest> = {}) =>
  s.shipments.create({
    addressFrom: nashville,
    addressTo: nearby,
    parcels: [box("4")],
    carrierAccounts: carriers,
    async: false,
    ...extra,
  });

describe("a residential recipient", () => {
  it("costs UPS and FedEx their surcharge per parcel, USPS nothing", async () => {
    const plain = await shipment();
    const home = await shipment({ addressTo: { ...nearby, isResidential: true } });
    const amount = (rates: typeof plain.rates, provider: string, token: string) =>
      Number(rates.find((r) => r.provider === provider && r.servicelevel.token === token)!.amount);
    expect(amount(home.rates, "UPS", "ups_ground") - amount(plain.rates, "UPS", "ups_ground")).toBeCloseTo(5.85, 2);
    expect(amount(home.rates, "FedEx", "fedex_ground") - amount(plain.rates, "FedEx", "fedex_ground")).toBeCloseTo(
      5.95,
      2,
    );
    const usps = "usps_ground_advantage";
    expect(amount(home.rates, "USPS", usps)).toBe(amount(plain.rates, "USPS", usps));
  });
});

describe("third-party billing", () => {
  it("is quoted by UPS and FedEx only, and kept with the shipment and each label bought", async () => {
    const billing = { type: "THIRD_PARTY" as const, account: "4X7Y92", zip: "37064", country: "US" };
    const billed = await shipment({ extra: { billing } });
    expect(new Set(billed.rates.map((r) => r.provider))).toEqual(new Set(["UPS", "FedEx"]));
    expect(billed.messages.map((m) => m.text)).toContain("USPS does not bill labels to another party's account.");
    const rate = billed.rates.find((r) => r.provider === "UPS")!;
    await s.transactions.create({ rate: rate.objectId, async: false, labelFileType: "PDF" });
    const bought = await control<{ transactions: { billing: unknown }[] }>(
      sim.url,
      `/shipments/${billed.objectId}/transactions`,
    );
    expect(bought.transactions[0].billing).toEqual(billing);
  });

  it("refuses a billing without an account or of an unknown type; UPS wants the account's country", async () => {
    expect(await refusal(shipment({ extra: { billing: { type: "THIRD_PARTY" } } }))).toEqual({
      status: 400,
      body: { extra: { billing: { account: ["This field is required."] } } },
    });
    // The SDK refuses an unknown type itself; the stand-in does too, for a client that sends one.
    const raw = await fetch(`${sim.url}/shipments`, {
      method: "POST",
      headers: { authorization: `ShippoToken ${testToken()}`, "content-type": "application/json" },
      body: JSON.stringify({
        address_from: nashville,
        address_to: nearby,
        parcels: [{ mass_unit: "lb", weight: "4", distance_unit: "in", length: "12", width: "10", height: "8" }],
        extra: { billing: { type: "FRIEND", account: "1" } },
      }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ extra: { billing: { type: ['"FRIEND" is not a valid choice.'] } } });
    const noCountry = await shipment({ extra: { billing: { type: "THIRD_PARTY", account: "4X7Y92" } } });
    expect(noCountry.rates.map((r) => r.provider)).not.toContain("UPS");
    expect(noCountry.messages.map((m) => m.text)).toContain("UPS third-party billing needs the account's country.");
  });
});

describe("parcel insurance", () => {
  it("is kept with its parcel; a malformed one is refused field by field", async () => {
    const insured = { ...box("4"), extra: { insurance: { amount: "120.40", currency: "USD", content: "Invoice 1" } } };
    const ok = await shipment({ parcels: [insured] });
    expect(ok.parcels[0]).toMatchObject({ extra: { insurance: { amount: "120.40", currency: "USD" } } });
    const bad = { ...box("4"), extra: { insurance: { amount: "-3", currency: "EUR" } } };
    expect(await refusal(shipment({ parcels: [bad] }))).toEqual({
      status: 400,
      body: {
        parcels: [
          {
            extra: {
              insurance: {
                amount: ["A valid positive amount with at most 2 decimal places is required."],
                currency: ['"EUR" is not a valid choice.'],
                content: ["This field is required."],
              },
            },
          },
        ],
      },
    });
  });
});

describe("validation says whether an address is a residence", () => {
  it("a residential street type or a unit is one, any other street a business; an invalid address keeps what was sent", async () => {
    const at = (street1: string, street2 = "") =>
      s.addresses.create({ ...nearby, street1, street2, validate: true }).then((a) => a.isResidential);
    expect(await at("2207 Willow Bend Lane")).toBe(true);
    expect(await at("5120 Lakeshore Dr", "Apt 2")).toBe(true);
    expect(await at("1022 Industrial Dr")).toBe(false);
    expect(await at("12 Nowhere Rd")).toBeUndefined();
  });
});
