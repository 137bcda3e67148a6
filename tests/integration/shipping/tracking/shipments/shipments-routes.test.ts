import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getShipment } from "@/app/api/shipments/[shipmentId]/route";
import { GET as byInvoice } from "@/app/api/shipments/by-invoice/[invoice]/route";
import { GET as listShipments } from "@/app/api/shipments/route";
import { GET as stats } from "@/app/api/shipments/summary/stats/route";
import { companies, shipmentEvents, shipments } from "@/db/schema";
import { patchShip54Settings } from "@/lib/shipping/settings/write-settings";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let t: Record<"admin" | "staff" | "heritage", string>;
let eds: string;
let her: string;
const ship = (over: Parameters<typeof insertShipment>[1]) => insertShipment(env.db, over);

beforeAll(async () => {
  env = await startTestEnv();
  t = {
    admin: await loginAs(DEMO.admin.email, DEMO.admin.password),
    staff: await loginAs(DEMO.staff.email, DEMO.staff.password),
    heritage: await loginAs(DEMO.heritage.email, DEMO.heritage.password),
  };
  eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  her = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!.id;
  const delivered = await ship({
    companyId: eds,
    invoiceNumber: "S1000001.001",
    internalStatus: "DELIVERED",
    addressTo: { name: "Bay Builders", street1: "215 Clayton St", city: "San Francisco", state: "CA", zip: "94117" },
  });
  await env.db.insert(shipmentEvents).values([
    {
      shipmentId: delivered.id,
      objectId: "e1",
      status: "TRANSIT",
      statusDetails: "Accepted",
      statusDate: new Date("2026-01-01T10:00:00Z"),
      location: { city: "Nashville", state: "TN", country: "US" },
    },
    {
      shipmentId: delivered.id,
      objectId: "e2",
      status: "DELIVERED",
      statusDetails: "Delivered",
      statusDate: new Date("2026-01-02T10:00:00Z"),
    },
  ]);
  await ship({ companyId: eds, invoiceNumber: "S1000001.002", internalStatus: "EXCEPTION", needsAttention: true });
  await ship({ companyId: eds, invoiceNumber: "S1000099", test: true, costAmount: 5 });
  await ship({ companyId: her, invoiceNumber: "H2000001.001", carrier: "ups" });
  for (let i = 0; i < 55; i++) await ship({ companyId: eds, invoiceNumber: `S3${String(i).padStart(6, "0")}.001` });
});
afterAll(() => env?.close());

describe("GET /api/shipments", () => {
  it("shows a company its own shipments, 50 a page, newest first, with the spec's fields", async () => {
    const first = await callRoute(listShipments, { token: t.staff, url: "http://x/api/shipments" });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 58, page: 1, pageSize: 50 });
    expect(first.json.shipments).toHaveLength(50);
    expect(first.json.shipments[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        tracking_number: expect.any(String),
        internalStatus: "LABEL_PURCHASED",
        statusDisplay: "LABEL_PURCHASED",
        isOverdue: false,
        cost: { amount: 10, currency: "USD" },
      }),
    );
    const second = await callRoute(listShipments, { token: t.staff, url: "http://x/api/shipments?page=2" });
    expect(second.json.shipments).toHaveLength(8);
    const heritage = await callRoute(listShipments, { token: t.heritage, url: "http://x/api/shipments" });
    expect(heritage.json.shipments.map((s: { invoiceNumber: string }) => s.invoiceNumber)).toEqual(["H2000001.001"]);
  });

  it("filters by status, carrier, invoice (with its generations), attention and dates; refuses bad filters", async () => {
    const q = async (query: string) =>
      (await callRoute(listShipments, { token: t.staff, url: `http://x/api/shipments?${query}` })).json;
    expect((await q("status=DELIVERED")).total).toBe(1);
    expect((await q("invoiceNumber=S1000001")).total).toBe(2);
    expect((await q("invoiceNumber=S1000001.002")).total).toBe(1);
    expect((await q("needsAttention=true")).shipments[0].invoiceNumber).toBe("S1000001.002");
    expect((await q("carrier=ups")).total).toBe(0);
    expect((await q("dateFrom=2000-01-01&dateTo=2000-01-02")).total).toBe(0);
    expect((await callRoute(listShipments, { token: t.staff, url: "http://x/api/shipments?status=LOST" })).status).toBe(
      400,
    );
    expect(
      (await callRoute(listShipments, { token: t.staff, url: "http://x/api/shipments?dateFrom=yesterday" })).status,
    ).toBe(400);
  });

  it("lets an admin see every company or name one", async () => {
    expect((await callRoute(listShipments, { token: t.admin, url: "http://x/api/shipments" })).json.total).toBe(59);
    expect(
      (await callRoute(listShipments, { token: t.admin, url: `http://x/api/shipments?companyId=${her}` })).json.total,
    ).toBe(1);
  });
});

describe("GET /api/shipments/summary/stats and /api/shipments/{id}", () => {
  it("counts the last 30 days by status, attention and cost", async () => {
    const { json } = await callRoute(stats, { token: t.staff, url: "http://x/api/shipments/summary/stats" });
    expect(json).toMatchObject({ days: 30, total_shipments: 58, needing_attention: 1, total_shipping_cost: 575 });
    expect(json.status_breakdown).toEqual({ DELIVERED: 1, EXCEPTION: 1, LABEL_PURCHASED: 56 });
  });

  it("answers one shipment with its timeline, and another company's as not found", async () => {
    const [row] = await env.db.select().from(shipments).where(eq(shipments.invoiceNumber, "S1000001.001"));
    const mine = await callRoute(getShipment, { token: t.staff, params: { shipmentId: row.id } });
    expect(mine.json.tracking_history.map((e: { status: string }) => e.status)).toEqual(["TRANSIT", "DELIVERED"]);
    expect(mine.json.tracking_history[0]).toEqual({
      status: "TRANSIT",
      status_details: "Accepted",
      location: { city: "Nashville", state: "TN", country: "US" },
      datetime: "2026-01-01T10:00:00.000Z",
    });
    expect((await callRoute(getShipment, { token: t.heritage, params: { shipmentId: row.id } })).status).toBe(404);
    expect((await callRoute(getShipment, { token: t.staff, params: { shipmentId: "nope" } })).status).toBe(404);
  });
});

describe("GET /api/shipments/by-invoice/{invoice} (public)", () => {
  let address = 0;
  const track = (invoice: string, query = "", from = `203.0.113.${++address % 200}`) =>
    callRoute<{ invoice: string }>(byInvoice, {
      params: { invoice },
      url: `http://x/api/shipments/by-invoice/${invoice}${query}`,
      address: from,
    });

  it("finds the invoice exactly or its generations, answering only the spec's fields", async () => {
    const { json } = await track("s1000001");
    expect(json.invoiceNumber).toBe("S1000001");
    expect(json.shipmentCount).toBe(2);
    const one = json.shipments.find((s: { internalStatus: string }) => s.internalStatus === "DELIVERED");
    expect(Object.keys(one).sort()).toEqual(
      [
        "address_to",
        "carrier",
        "cost",
        "createdAt",
        "internalStatus",
        "shipmentId",
        "shippoLabelUrl",
        "trackingNumber",
        "tracking_history",
        "tracking_status",
        "tracking_status_details",
      ].sort(),
    );
    expect(one.address_to).toEqual({ name: "Bay Builders", city: "San Francisco", state: "CA" });
    expect(one.tracking_history[0]).toEqual({
      status: "TRANSIT",
      status_date: "2026-01-01T10:00:00.000Z",
      object_created: expect.any(String),
      status_details: "Accepted",
      location: { city: "Nashville", state: "TN", country: "US" },
    });
    expect(one.tracking_history.map((e: { status: string }) => e.status)).toEqual(["TRANSIT", "DELIVERED"]);
    expect(one.tracking_history[1]).toMatchObject({ status_date: "2026-01-02T10:00:00.000Z", location: null });
    expect(new Date(one.tracking_history[1].object_created).toISOString()).toBe(one.tracking_history[1].object_created);
    expect(
      json.shipments.find((s: { internalStatus: string }) => s.internalStatus === "EXCEPTION").tracking_history,
    ).toEqual([]);
    expect((await track("S1000001.002")).json.shipmentCount).toBe(1);
  });

  it("never reaches past the invoice: wildcards are literal, prefixes of other invoices match nothing", async () => {
    expect((await track("S10000")).json.shipmentCount).toBe(0);
    expect((await track("S1000001.00")).json.shipmentCount).toBe(0);
    expect((await track("%25")).status).toBe(400);
    expect((await track("S_000001")).json.shipmentCount).toBe(0);
  });

  it("shows test labels only in test mode, and only for a company that tracks in test mode", async () => {
    await patchShip54Settings(env.db, eds, { shipping: { enableTrackingTestMode: false } });
    expect((await track("S1000099")).json.shipmentCount).toBe(0);
    expect((await track("S1000099", "?testMode=true")).json.shipmentCount).toBe(0);
    await patchShip54Settings(env.db, eds, { shipping: { enableTrackingTestMode: true } });
    expect((await track("S1000099", "?testMode=true")).json.shipmentCount).toBe(1);
    expect((await track("S1000099")).json.shipmentCount).toBe(0);
  });

  it("answers 429 with Retry-After past 60 a minute from one address, and never more than the invoice reaches", async () => {
    const from = "198.51.100.23";
    const invoices = ["S1000001", "H2000001", "S3000001", "S1000001.001", "NOPE1"];
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => track(invoices[i % invoices.length], "", from)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0].res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused[0].json.error).toMatch(/^Too many requests/);
    for (const a of answers.filter((x) => x.status === 200)) {
      const asked = a.json.invoiceNumber as string;
      const seen = await env.db
        .select({ invoice: shipments.invoiceNumber })
        .from(shipments)
        .where(
          inArray(
            shipments.id,
            a.json.shipments
              .map((s: { shipmentId: string }) => s.shipmentId)
              .concat("00000000-0000-0000-0000-000000000000"),
          ),
        );
      for (const { invoice } of seen) expect(invoice === asked || invoice.startsWith(`${asked}.`)).toBe(true);
    }
    expect((await track("S1000001", "", "198.51.100.24")).status).toBe(200);
  });
});
