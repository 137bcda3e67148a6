// Address validation as the portal's Validate Address button uses it: valid, invalid, and corrected.
import { Shippo } from "shippo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShippoSim, type ShippoSim } from "@/sim/shippo/server";
import { client } from "./helpers";

let sim: ShippoSim;
let s: Shippo;

beforeAll(async () => {
  sim = await startShippoSim({ port: 0 });
  s = client(sim.url);
});
afterAll(() => sim.close());

describe("address validation", () => {
  it("accepts a well-formed address as valid and complete, with no messages", async () => {
    const a = await s.addresses.create({
      name: "Ana Diaz",
      street1: "215 Clayton St",
      city: "San Francisco",
      state: "CA",
      zip: "94117",
      country: "US",
      validate: true,
    });
    expect(a.objectId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.validationResults?.isValid).toBe(true);
    expect(a.validationResults?.messages).toEqual([]);
    expect(a.isComplete).toBe(true);
    expect(a.street1).toBe("215 Clayton St");
    expect(typeof a.latitude).toBe("number");
  });

  it("marks an unknown street invalid with an address_error message", async () => {
    const a = await s.addresses.create({
      name: "X",
      street1: "1 Nowhere Ln",
      city: "Austin",
      state: "TX",
      zip: "78701",
      country: "US",
      validate: true,
    });
    expect(a.validationResults?.isValid).toBe(false);
    expect(a.isComplete).toBe(false);
    expect(a.validationResults?.messages?.[0]).toMatchObject({
      code: "unknown_street",
      type: "address_error",
      source: "Shippo Address Validator",
    });
    expect(a.validationResults?.messages?.[0].text).toBeTruthy();
  });

  it("reports a ZIP that belongs to another state and a street without a house number", async () => {
    const mismatch = await s.addresses.create({
      name: "X",
      street1: "5 Elm St",
      city: "Austin",
      state: "TX",
      zip: "94117",
      country: "US",
      validate: true,
    });
    expect(mismatch.validationResults?.isValid).toBe(false);
    expect(mismatch.validationResults?.messages?.map((m) => m.code)).toContain("component_mismatch_error");
    const noNumber = await s.addresses.create({
      name: "X",
      street1: "Elm St",
      city: "Austin",
      state: "TX",
      zip: "78701",
      country: "US",
      validate: true,
    });
    expect(noNumber.validationResults?.messages?.map((m) => m.code)).toEqual(["premise_number_missing"]);
  });

  it("corrects a fixable address and returns the suggestion in the address fields", async () => {
    const a = await s.addresses.create({
      name: "Ana Diaz",
      street1: "215 Clayton street",
      city: "san francisco",
      state: "california",
      zip: "941171234",
      country: "US",
      validate: true,
    });
    expect(a.validationResults?.isValid).toBe(true);
    expect({ street1: a.street1, city: a.city, state: a.state, zip: a.zip }).toEqual({
      street1: "215 Clayton St",
      city: "San Francisco",
      state: "CA",
      zip: "94117-1234",
    });
    const codes = a.validationResults?.messages?.map((m) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        "street_type_change",
        "locality_change",
        "administrative_area_change",
        "postal_code_change",
      ]),
    );
    expect(a.validationResults?.messages?.every((m) => m.type === "address_correction")).toBe(true);
  });

  it("stores addresses without validating unless asked, and validates a stored one on GET", async () => {
    const a = await s.addresses.create({
      name: "B",
      street1: "9 main street",
      city: "Franklin",
      state: "tn",
      zip: "37064",
      country: "US",
    });
    expect(a.validationResults?.isValid).toBeUndefined();
    expect(a.state).toBe("tn");
    const checked = await s.addresses.validate(a.objectId!);
    expect(checked.validationResults?.isValid).toBe(true);
    expect(checked.state).toBe("TN");
    expect(checked.street1).toBe("9 main St");
    const fetched = await s.addresses.get(a.objectId!);
    expect(fetched.state).toBe("TN");
  });

  it("requires a country", async () => {
    const err = await fetch(`${sim.url}/addresses`, {
      method: "POST",
      headers: { authorization: `ShippoToken shippo_test_${"c".repeat(40)}`, "content-type": "application/json" },
      body: JSON.stringify({ street1: "1 Main St", validate: true }),
    });
    expect(err.status).toBe(400);
    expect(await err.json()).toEqual({ country: ["This field is required."] });
  });
});
