import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as branchAddress } from "@/app/api/ship-station/branches/[branch]/address/route";
import { POST as createManual } from "@/app/api/shipments/create-manual/route";
import { GET as listShipments } from "@/app/api/shipments/route";
import { POST as rates } from "@/app/api/shipping/rates/route";
import { POST as validate } from "@/app/api/shipping/validate-address/route";
import { shipments, users } from "@/db/schema";
import { shippoForCompany } from "@/lib/shipping/shippo/shippo-client";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { PARCEL } from "./ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let companyId: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  companyId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) }))!.companyId!;
});
afterAll(() => env.close());

const FROM = { name: "EDS", street1: "710 Ewing Ave", city: "Nashville", state: "TN", zip: "37203", country: "US" };
const TO = { name: "Bay Builders", street1: "215 Clayton St", city: "San Francisco", state: "CA", zip: "94117" };

let seq = 0;
/** A manual shipment as the screen makes it: its id, the rates for it, then the label of the cheapest. */
async function shipManual(reference: unknown, to: Record<string, unknown> = TO) {
  const manualId = `MANUAL-${Date.now()}${++seq}`;
  const quote = await callRoute(rates, {
    token,
    body: { invoiceNumber: manualId, addressFrom: FROM, addressTo: to, parcel: PARCEL },
  });
  expect(quote.status).toBe(200);
  const body = {
    from: FROM,
    to,
    rateId: quote.json.rates[0].object_id,
    details: { invoiceNumber: manualId, reference, carrier: "ups", weight: PARCEL.weight },
    source: "manual",
  };
  return { manualId, body, answer: await callRoute(createManual, { token, body }) };
}

describe("a manual shipment's Reference", () => {
  it("names the shipment on its record, in Shipment Tracking and on the label; the MANUAL- id stays its key", async () => {
    const { manualId, answer } = await shipManual("  Samples for Acme Roofing  ");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ invoiceNumber: manualId, reference: "Samples for Acme Roofing" });

    const [record] = await env.db.select().from(shipments).where(eq(shipments.invoiceNumber, manualId));
    expect(record.metadata).toMatchObject({ reference: "Samples for Acme Roofing" });

    // Shipment Tracking finds it by any part of its Reference and shows the Reference as its name.
    const listed = await callRoute(listShipments, {
      token,
      url: "http://localhost/api/shipments?invoiceNumber=acme%20roof",
    });
    expect(listed.json.shipments).toEqual([
      expect.objectContaining({ invoiceNumber: manualId, reference: "Samples for Acme Roofing" }),
    ]);

    // The label's reference line (the transaction's metadata) is the Reference, not the MANUAL- id.
    const shippo = await shippoForCompany(env.db, companyId);
    const tx = await shippo.transactions.get(answer.json.transactionId);
    expect(tx.metadata).toBe("Samples for Acme Roofing #1");
  });

  it("two shipments with the same Reference are two labels", async () => {
    const first = await shipManual("Warranty part for J. Smith");
    const second = await shipManual("Warranty part for J. Smith");
    expect(first.answer.status).toBe(200);
    expect(second.answer.status).toBe(200);
    expect(second.answer.json.replayed).toBe(false);
    expect(second.answer.json.tracking_number).not.toBe(first.answer.json.tracking_number);
    // A retry of the first is still the first label.
    const again = await callRoute(createManual, { token, body: first.body });
    expect(again.json).toMatchObject({ replayed: true, tracking_number: first.answer.json.tracking_number });
  });

  it("is required, one line, and at most 35 characters", async () => {
    for (const [reference, message] of [
      [undefined, /Please enter a Reference/],
      ["   ", /Please enter a Reference/],
      ["x".repeat(36), /at most 35 characters/],
      ["two\nlines", /one line/],
    ] as const) {
      const { answer } = await shipManual(reference);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toMatch(message);
    }
  });
});

describe("the State of an address", () => {
  it("is a US state code: a code in any case or a spelled-out name is read as its code, anything else is 400", async () => {
    const spelled = await shipManual("State spelled out", { ...TO, state: "california" });
    expect(spelled.answer.status).toBe(200);
    const [record] = await env.db.select().from(shipments).where(eq(shipments.invoiceNumber, spelled.manualId));
    expect(record.addressTo).toMatchObject({ state: "CA" });

    for (const state of ["ZZ", "", "Cal"]) {
      const answer = await callRoute(validate, { token, body: { ...TO, state } });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toMatch(
        state ? /State must be a US state code, like TN/ : /State is required/,
      );
    }
  });
});

describe("GET /api/ship-station/branches/{branch}/address", () => {
  it("answers the address of one of the user's branches, and refuses another branch", async () => {
    const mine = await callRoute(branchAddress, { token, params: { branch: "tnna" } });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({
      branch: "TNNA",
      address: expect.objectContaining({ street1: "710 EWING AVE", city: "NASHVILLE", state: "TN", zip: "37203" }),
    });
    expect((await callRoute(branchAddress, { token, params: { branch: "ILMV" } })).status).toBe(403);
    expect((await callRoute(branchAddress, { token, params: { branch: "T N" } })).status).toBe(400);
  });
});
