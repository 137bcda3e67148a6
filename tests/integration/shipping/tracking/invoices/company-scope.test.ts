import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as byInvoice } from "@/app/api/shipments/by-invoice/[invoice]/route";
import { companies, type Shipment } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// CLARIFICATIONS 49 and issue 24: two companies whose ERPs both issue invoice S1000777.001.
const SHARED = "S1000777.001";
const ONLY_EDS = "S1000778.001";
const SHARED_MESSAGE =
  "This invoice number is used by more than one company. Please use the tracking link from your invoice.";

let env: TestEnv;
let t: Record<"admin" | "staff" | "heritage", string>;
let edsShared: Shipment;
let herShared: Shipment;
let edsOnly: Shipment;
let address = 0;

const track = (invoice: string, opts: { query?: string; token?: string; from?: string } = {}) =>
  callRoute<{ invoice: string }>(byInvoice, {
    params: { invoice },
    url: `http://x/api/shipments/by-invoice/${invoice}${opts.query ?? ""}`,
    token: opts.token,
    address: opts.from ?? `203.0.113.${++address % 200}`,
  });
const ids = (json: { shipments: { shipmentId: string }[] }) => json.shipments.map((s) => s.shipmentId).sort();
const labels = (json: { shipments: { shippoLabelUrl: string | null }[] }) =>
  json.shipments.map((s) => s.shippoLabelUrl);

beforeAll(async () => {
  env = await startTestEnv();
  t = {
    admin: await loginAs(DEMO.admin.email, DEMO.admin.password),
    staff: await loginAs(DEMO.staff.email, DEMO.staff.password),
    heritage: await loginAs(DEMO.heritage.email, DEMO.heritage.password),
  };
  const eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  const her = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!.id;
  const addressTo = (name: string) => ({ name, street1: "1 Main St", city: "Nashville", state: "TN", zip: "37203" });
  edsShared = await insertShipment(env.db, {
    companyId: eds,
    invoiceNumber: SHARED,
    labelUrl: "https://labels.example/eds.pdf",
    addressTo: addressTo("Bay Builders"),
  });
  herShared = await insertShipment(env.db, {
    companyId: her,
    invoiceNumber: SHARED,
    labelUrl: "https://labels.example/heritage.pdf",
    addressTo: addressTo("Heritage Homes"),
  });
  edsOnly = await insertShipment(env.db, {
    companyId: eds,
    invoiceNumber: ONLY_EDS,
    labelUrl: "https://labels.example/eds-only.pdf",
  });
});
afterAll(() => env?.close());

describe("GET /api/shipments/by-invoice/{invoice}: one company at a time (CLARIFICATIONS 49)", () => {
  it("answers 409 and no shipment without company when two companies use the invoice; one company's invoice as before", async () => {
    for (const invoice of [SHARED, "S1000777"]) {
      const anonymous = await track(invoice);
      expect(anonymous.status).toBe(409);
      expect(anonymous.json).toEqual({ error: SHARED_MESSAGE });
    }
    // Signed in changes nothing: the link, not the caller, names the company.
    expect(await track(SHARED, { token: t.staff })).toMatchObject({ status: 409, json: { error: SHARED_MESSAGE } });
    const single = await track(ONLY_EDS);
    expect(single.status).toBe(200);
    expect(single.json).toMatchObject({ invoiceNumber: ONLY_EDS, shipmentCount: 1 });
    expect(ids(single.json)).toEqual([edsOnly.id]);
  });

  it("answers only the named company's shipments, its code in any case", async () => {
    for (const code of ["EDS", "eds"]) {
      const { status, json } = await track(SHARED, { query: `?company=${code}` });
      expect(status).toBe(200);
      expect(ids(json)).toEqual([edsShared.id]);
      expect(json.shipments[0].address_to.name).toBe("Bay Builders");
    }
    const heritage = await track("s1000777", { query: "?company=HERITAGE" });
    expect(heritage.json).toMatchObject({ invoiceNumber: "S1000777", shipmentCount: 1 });
    expect(ids(heritage.json)).toEqual([herShared.id]);
    // A company with no shipment of the invoice finds none, never another's.
    expect((await track(ONLY_EDS, { query: "?company=heritage" })).json).toMatchObject({
      shipmentCount: 0,
      shipments: [],
    });
  });

  it("answers 404 for a company code that names no company", async () => {
    expect(await track(SHARED, { query: "?company=NOPE" })).toMatchObject({
      status: 404,
      json: { error: "No company with code NOPE." },
    });
    expect((await track(SHARED, { query: `?company=${"X".repeat(51)}` })).status).toBe(400);
  });

  it("gives the label link only to a signed-in user of the shipment's company or an admin", async () => {
    expect(labels((await track(ONLY_EDS)).json)).toEqual([null]);
    expect(labels((await track(SHARED, { query: "?company=EDS" })).json)).toEqual([null]);
    expect(labels((await track(ONLY_EDS, { token: t.staff })).json)).toEqual(["https://labels.example/eds-only.pdf"]);
    expect(labels((await track(SHARED, { query: "?company=eds", token: t.staff })).json)).toEqual([
      "https://labels.example/eds.pdf",
    ]);
    expect(labels((await track(ONLY_EDS, { token: t.heritage })).json)).toEqual([null]);
    expect(labels((await track(SHARED, { query: "?company=EDS", token: t.heritage })).json)).toEqual([null]);
    expect(labels((await track(SHARED, { query: "?company=heritage", token: t.heritage })).json)).toEqual([
      "https://labels.example/heritage.pdf",
    ]);
    expect(labels((await track(SHARED, { query: "?company=heritage", token: t.admin })).json)).toEqual([
      "https://labels.example/heritage.pdf",
    ]);
    expect(labels((await track(ONLY_EDS, { token: t.admin })).json)).toEqual(["https://labels.example/eds-only.pdf"]);
  });

  it("lets a shared cache keep an anonymous answer for at most 2 s, and no cache keep a signed-in one", async () => {
    const anonymous = await track(ONLY_EDS, { query: "?company=EDS" });
    expect(anonymous.res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    const signedIn = await track(ONLY_EDS, { query: "?company=EDS", token: t.staff });
    expect(signedIn.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the rate limit in front: past 60 a minute even an unknown company is 429", async () => {
    const from = "198.51.100.77";
    const answers = await Promise.all(
      Array.from({ length: 61 }, () => track(SHARED, { query: "?company=NOPE", from })),
    );
    expect(answers.filter((a) => a.status === 404)).toHaveLength(60);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });
});
