import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listShipments } from "@/app/api/shipments/route";
import { GET as stats } from "@/app/api/shipments/summary/stats/route";
import { companies, type NewShipment } from "@/db/schema";
import { shipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 37 item 7: the cards said 158 shipments, the day chart 156, the carrier chart 155; $6,948.76 against
// $6,837.05 by carrier; "Needing attention 5" against 17 rows of Delivery problem; FEDEX beside FedEx.
let env: TestEnv;
let token: string;
let companyId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  env = await startTestEnv();
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  companyId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  const ship = (over: Partial<NewShipment>) =>
    insertShipment(env.db, { companyId, invoiceNumber: `F${Math.random()}`, ...over });
  const now = Date.now();
  // At the edges of the period: 29 days and a few hours back is in the period's first UTC day for the charts,
  // and was outside a rolling 30 × 24 h for the old cards.
  const firstDay = new Date(new Date(now - 29 * 24 * HOUR).toISOString().slice(0, 10) + "T00:30:00Z");
  await ship({ carrier: "FEDEX", costAmount: 10.01, createdAt: firstDay, internalStatus: "DELIVERED" });
  await ship({ carrier: "fedex", costAmount: 20.02, internalStatus: "EXCEPTION" });
  await ship({ carrier: "fedex", costAmount: 0.1, internalStatus: "EXCEPTION", needsAttention: true });
  await ship({ carrier: "ups", costAmount: 0.2, internalStatus: "IN_TRANSIT", needsAttention: true });
  await ship({ carrier: "ups", costAmount: 0.3, internalStatus: "CREATED" });
  await ship({ carrier: "usps", costAmount: 7.77, internalStatus: "VOIDED", refundStatus: "SUCCESS" });
  await ship({ carrier: "usps", costAmount: 3.33, internalStatus: "VOIDED", refundStatus: "PENDING" });
  await ship({ carrier: "usps", costAmount: 4.44, internalStatus: "IN_TRANSIT", refundStatus: "ERROR" });
  await ship({ carrier: null, costAmount: 1.11, internalStatus: "RETURNED" });
});
afterAll(() => env?.close());

describe("Shipment Tracking's figures, from one read", () => {
  it("adds the same shipments up on the cards, the day chart and the carrier chart, to the cent", async () => {
    const h = await shipmentHistory(env.db, { companyId, days: 30 });
    const days = h.perDay.reduce((n, d) => n + d.total, 0);
    const carriers = h.costByCarrier.reduce((n, c) => n + c.count, 0);
    const carrierCents = h.costByCarrier.reduce((n, c) => n + Math.round(c.cost * 100), 0);
    expect(h.stats.total_shipments).toBeGreaterThanOrEqual(9);
    expect(days).toBe(h.stats.total_shipments);
    expect(carriers).toBe(h.stats.total_shipments);
    expect(Math.round(h.stats.total_shipping_cost * 100)).toBe(carrierCents);
    // The route answers the same read.
    const { json } = await callRoute(stats, { token, url: "http://x/api/shipments/summary/stats" });
    expect(json).toEqual(h.stats);
  });

  it("spells a carrier one way and gives a status one word: FEDEX and fedex are one bar, CREATED is Label created", async () => {
    const h = await shipmentHistory(env.db, { companyId, days: 30 });
    const fedex = h.costByCarrier.filter((c) => c.carrier === "fedex");
    expect(fedex).toEqual([{ carrier: "fedex", currency: "USD", cost: 30.13, count: 3 }]);
    expect(h.stats.status_breakdown).not.toHaveProperty("CREATED");
    expect(h.stats.status_breakdown).toMatchObject({ VOIDED: 1, REFUND_PENDING: 1, REFUND_REFUSED: 1, RETURNED: 1 });
    const list = await callRoute(listShipments, { token, url: "http://x/api/shipments?status=LABEL_PURCHASED" });
    expect(list.json.shipments.some((s: { internalStatus: string }) => s.internalStatus === "CREATED")).toBe(true);
  });

  it("counts as needing attention exactly the rows the card's link shows, delivery problems among them", async () => {
    const h = await shipmentHistory(env.db, { companyId, days: 30 });
    const url = `http://x/api/shipments?needsAttention=true&dateFrom=${h.from}&dateTo=${h.to}`;
    const rows = (await callRoute(listShipments, { token, url })).json;
    expect(rows.total).toBe(h.stats.needing_attention);
    // Two delivery problems, the carrier's own flag, the return and the refused refund; never a voided label.
    expect(h.stats.needing_attention).toBe(5);
    expect(rows.shipments.every((s: { needsAttention: boolean }) => s.needsAttention)).toBe(true);
    const problems = (await callRoute(listShipments, { token, url: "http://x/api/shipments?status=EXCEPTION" })).json;
    for (const s of problems.shipments) expect(s.needsAttention).toBe(true);
  });
});
