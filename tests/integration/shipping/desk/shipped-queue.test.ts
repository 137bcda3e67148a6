import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { companies } from "@/db/schema";
import { listInvoicePackages } from "@/lib/shipping/desk/shipped-packages";
import { QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { statementsReading } from "@/tests/helpers/statement-reads";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { buy, quote } from "../ship-desk";

type Row = { invoiceNumber: string; shipped: { count: number; trackingNumbers: string[] } };

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let eds: string;
let heritage: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  const idOf = async (code: string) =>
    (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, code) }))!.id;
  [eds, heritage] = await Promise.all([idOf("EDS"), idOf("heritage")]);
});
afterAll(() => env.close());

const regular = QUEUED_ORDERS.regular.fullInvoiceID;
const twoPackages = QUEUED_ORDERS.codPaid.fullInvoiceID;
const othersOnly = QUEUED_ORDERS.secondGeneration.fullInvoiceID;

describe("GET /api/ship-station/orders: the packages already shipped", () => {
  it("carries each invoice's packages of the caller's company, read in one query for the whole queue", async () => {
    const q = await quote(token, regular);
    const label = await buy(token, regular, q.rates[0].object_id);
    expect(label.status).toBe(200);
    await insertShipment(env.db, {
      companyId: eds,
      invoiceNumber: twoPackages,
      packageNumber: 1,
      trackingNumber: "1ZTWO1",
    });
    await insertShipment(env.db, {
      companyId: eds,
      invoiceNumber: twoPackages,
      packageNumber: 2,
      trackingNumber: "1ZTWO2",
    });
    // Another company's ERP numbers its invoices alike: its shipments of the same numbers are not ours.
    await insertShipment(env.db, { companyId: heritage, invoiceNumber: regular, trackingNumber: "HERITAGE1" });
    await insertShipment(env.db, { companyId: heritage, invoiceNumber: othersOnly, trackingNumber: "HERITAGE2" });

    let answer!: Awaited<ReturnType<typeof callRoute>>;
    const reads = await statementsReading(env.db, "shipments", async () => {
      answer = await callRoute(queue, {
        token,
        url: `http://localhost/api/ship-station/orders?branch=${QUEUE_BRANCH}`,
      });
    });
    expect(answer.status).toBe(200);
    const rows = answer.json.orders as Row[];
    expect(rows.length).toBeGreaterThan(3);
    const byInvoice = new Map(rows.map((r) => [r.invoiceNumber, r.shipped]));
    expect(byInvoice.get(regular)).toEqual({ count: 1, trackingNumbers: [label.json.tracking_number] });
    expect(byInvoice.get(twoPackages)).toEqual({ count: 2, trackingNumbers: ["1ZTWO1", "1ZTWO2"] });
    expect(byInvoice.get(othersOnly)).toEqual({ count: 0, trackingNumbers: [] });
    expect(rows.filter((r) => r.shipped.count > 0)).toHaveLength(2);
    expect(reads).toBe(1);
  });

  it("an invoice's packages for the preparation screen: carrier, service, tracking, cost and label, ours only", async () => {
    const packages = await listInvoicePackages(env.db, { companyId: eds, invoiceNumber: regular.toLowerCase() });
    expect(packages).toEqual([
      {
        shipmentId: expect.any(String),
        packageNumber: 1,
        carrier: expect.any(String),
        servicelevel: expect.any(String),
        trackingNumber: expect.not.stringMatching(/^HERITAGE/),
        cost: { amount: expect.any(Number), currency: "USD" },
        labelUrl: expect.stringMatching(/^https?:\/\/.+\/labels\/.+\.pdf$/),
        labelFileType: "PDF",
        refundStatus: null,
        refundMessage: null,
      },
    ]);
    const mine = await listInvoicePackages(env.db, { companyId: heritage, invoiceNumber: othersOnly });
    expect(mine.map((p) => p.trackingNumber)).toEqual(["HERITAGE2"]);
    expect(await listInvoicePackages(env.db, { companyId: eds, invoiceNumber: othersOnly })).toEqual([]);
  });

  it("offers a label to print again only at a web address", async () => {
    const row = await insertShipment(env.db, {
      companyId: eds,
      invoiceNumber: "S7777777.001",
      labelUrl: "javascript:alert(1)",
    });
    const [pkg] = await listInvoicePackages(env.db, { companyId: eds, invoiceNumber: row.invoiceNumber });
    expect(pkg).toMatchObject({ trackingNumber: row.trackingNumber, labelUrl: null });
  });
});
