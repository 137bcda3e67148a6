import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, type NewShipment } from "@/db/schema";
import { shipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";
import { listShipments } from "@/lib/shipping/tracking/shipments/list-shipments";
import { listShipmentsQuerySchema } from "@/lib/shipping/tracking/shipments/schemas";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

const NOW = new Date("2026-11-20T15:00:00Z");
const at = (iso: string) => new Date(iso);

let env: TestEnv;
let companyId: string;

beforeAll(async () => {
  env = await startTestEnv();
  companyId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!.id;
  const ship = (over: Partial<NewShipment>) =>
    insertShipment(env.db, { companyId, invoiceNumber: `H${Math.random()}`, ...over });
  // UPS Ground, 3 days estimated: on time (2 days), on time (3), late (5).
  const ground = { carrier: "ups", servicelevel: "Ground", estimatedDays: 3, internalStatus: "DELIVERED" } as const;
  await ship({
    ...ground,
    createdAt: at("2026-11-10T22:00:00Z"),
    deliveryDate: at("2026-11-12T09:00:00Z"),
    costAmount: 12.5,
  });
  await ship({
    ...ground,
    createdAt: at("2026-11-10T08:00:00Z"),
    deliveryDate: at("2026-11-13T20:00:00Z"),
    costAmount: 10,
  });
  await ship({
    ...ground,
    createdAt: at("2026-11-11T08:00:00Z"),
    deliveryDate: at("2026-11-16T10:00:00Z"),
    costAmount: 7.5,
  });
  // Not measured: in transit, and delivered without an estimate; a voided label costs nothing.
  await ship({
    carrier: "usps",
    servicelevel: "Priority Mail",
    estimatedDays: 2,
    internalStatus: "IN_TRANSIT",
    createdAt: at("2026-11-19T10:00:00Z"),
    costAmount: 9,
  });
  await ship({
    carrier: "usps",
    servicelevel: "Priority Mail",
    internalStatus: "DELIVERED",
    createdAt: at("2026-11-19T11:00:00Z"),
    deliveryDate: at("2026-11-20T11:00:00Z"),
    costAmount: 9,
  });
  await ship({
    carrier: "fedex",
    servicelevel: "Ground",
    estimatedDays: 4,
    internalStatus: "VOIDED",
    createdAt: at("2026-11-19T12:00:00Z"),
    costAmount: 30,
  });
  // Outside a 7-day period.
  await ship({
    ...ground,
    createdAt: at("2026-11-01T08:00:00Z"),
    deliveryDate: at("2026-11-09T08:00:00Z"),
    costAmount: 100,
  });
});

afterAll(() => env?.close());

describe("the shipping history of a period", () => {
  it("counts each day's shipments by status, every day of the period", async () => {
    const h = await shipmentHistory(env.db, { companyId, days: 14, now: NOW });
    expect(h.perDay).toHaveLength(14);
    expect(h.from).toBe("2026-11-07");
    expect(h.to).toBe("2026-11-20");
    const day = (d: string) => h.perDay.find((f) => f.day === d);
    expect(day("2026-11-10")).toEqual({ day: "2026-11-10", total: 2, byStatus: [{ status: "DELIVERED", count: 2 }] });
    expect(day("2026-11-19")?.byStatus).toEqual([
      { status: "IN_TRANSIT", count: 1 },
      { status: "DELIVERED", count: 1 },
      { status: "VOIDED", count: 1 },
    ]);
    expect(day("2026-11-01")).toBeUndefined();
  });

  it("adds up label cost per carrier (the voided label counted, at no cost), and measures on-time delivery per service", async () => {
    const h = await shipmentHistory(env.db, { companyId, days: 14, now: NOW });
    expect(h.costByCarrier).toEqual([
      { carrier: "ups", currency: "USD", cost: 30, count: 3 },
      { carrier: "usps", currency: "USD", cost: 18, count: 2 },
      { carrier: "fedex", currency: "USD", cost: 0, count: 1 },
    ]);
    expect(h.onTime).toEqual([{ carrier: "ups", service: "Ground", onTime: 2, measured: 3, percent: 67 }]);
  });

  it("leaves out what was bought before the period", async () => {
    const h = await shipmentHistory(env.db, { companyId, days: 7, now: NOW });
    expect(h.costByCarrier).toEqual([
      { carrier: "usps", currency: "USD", cost: 18, count: 2 },
      { carrier: "fedex", currency: "USD", cost: 0, count: 1 },
    ]);
    expect(h.onTime).toEqual([]);
  });

  it("lets the table show one carrier's service, as an on-time bar asks", async () => {
    const query = listShipmentsQuerySchema.parse({ carrier: "ups", service: "Ground", status: "DELIVERED" });
    const page = await listShipments(env.db, { companyId, query });
    expect(page.total).toBe(4);
    expect(new Set(page.shipments.map((s) => s.servicelevel))).toEqual(new Set(["Ground"]));
  });
});
