import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoHistory } from "@/scripts/seed-history";
import { companies, shipmentEvents, shipments } from "@/db/schema";
import { readAttention } from "@/lib/shipping/attention/read-attention";
import { shipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";
import { applyTrack } from "@/lib/shipping/tracking/apply-track";
import { readTrack } from "@/lib/shipping/tracking/read-track";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv & { shippo: { url: string } };
let eds: string;
let made: number;
const NOW = new Date();

const demoRows = () =>
  env.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.companyId, eds), sql`${shipments.metadata}->>'demoHistory' = 'true'`));

beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  const started = Date.now();
  made = await seedDemoHistory(env.db, { now: NOW });
  console.log(`demo history: ${made} shipments in ${Date.now() - started} ms`);
}, 600_000);

afterAll(() => env?.close());

describe("the demo history (npm run dev)", () => {
  it("gives EDS a few hundred labels over 60 days, across carriers and services, with exceptions and returns", async () => {
    const rows = await demoRows();
    expect(rows.length).toBe(made);
    expect(made).toBeGreaterThan(200);
    expect(made).toBeLessThan(400);
    const oldest = Math.min(...rows.map((r) => r.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(55 * 86_400_000);
    expect(new Set(rows.map((r) => r.carrier))).toEqual(new Set(["usps", "ups", "fedex"]));
    expect(new Set(rows.map((r) => r.servicelevel)).size).toBeGreaterThan(6);
    const statuses = new Set(rows.map((r) => r.internalStatus));
    for (const s of ["DELIVERED", "EXCEPTION", "RETURNED", "IN_TRANSIT", "LABEL_PURCHASED"])
      expect(statuses).toContain(s);
    expect(rows.every((r) => r.estimatedDays !== null && r.costAmount !== null)).toBe(true);
  });

  it("dates each parcel's scans after its label, and the charts measure on-time delivery from them", async () => {
    const [delivered] = await env.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.companyId, eds), eq(shipments.internalStatus, "DELIVERED")))
      .limit(1);
    const events = await env.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, delivered.id));
    expect(events.length).toBe(6);
    expect(events.every((e) => e.statusDate!.getTime() >= delivered.createdAt.getTime())).toBe(true);
    expect(delivered.deliveryDate!.getTime()).toBeLessThanOrEqual(NOW.getTime());

    const history = await shipmentHistory(env.db, { companyId: eds, days: 60, now: NOW });
    expect(history.onTime.length).toBeGreaterThan(4);
    const percents = history.onTime.map((f) => f.percent);
    expect(Math.min(...percents)).toBeLessThan(100);
    expect(Math.max(...percents)).toBeGreaterThan(50);
  });

  it("keeps tracking consistent: reading a parcel again at the stand-in changes nothing", async () => {
    const rows = (await demoRows()).filter((r) => ["EXCEPTION", "RETURNED", "DELIVERED"].includes(r.internalStatus));
    for (const row of rows.slice(0, 5)) {
      const track = await readTrack(env.db, {
        companyId: eds,
        carrier: row.carrier!,
        trackingNumber: row.trackingNumber!,
      });
      const again = await applyTrack(env.db, row.id, track);
      expect(again).toEqual({ added: 0, status: row.internalStatus });
    }
  });
  it("lists in Needs Attention only the parcels whose delivery went wrong, not a freight line for invoices the ERP has not", async () => {
    const { rows } = await readAttention(env.db, { owner: eds, now: NOW });
    const demo = new Set((await demoRows()).map((r) => r.invoiceNumber));
    const listed = rows.filter((r) => demo.has(r.invoiceNumber));
    expect(listed.filter((r) => r.reason === "freight")).toEqual([]);
    expect(listed.some((r) => r.reason === "delivery")).toBe(true);
    expect(listed.length).toBeLessThan(demo.size / 4);
  });
});
