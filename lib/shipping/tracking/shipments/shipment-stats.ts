import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";

/** Spec 3 "Shipment stats" over the last `days` (30 by default): totals, breakdown by status, attention, cost. */
export async function shipmentStats(db: Db, params: { companyId: string | null; days: number }) {
  const since = new Date(Date.now() - params.days * 86_400_000);
  const where = and(
    params.companyId ? eq(shipments.companyId, params.companyId) : undefined,
    gte(shipments.createdAt, since),
  );
  const rows = await db
    .select({
      status: shipments.internalStatus,
      n: count(),
      attention: sql<number>`count(*) filter (where ${shipments.needsAttention})`.mapWith(Number),
      cost: sum(shipments.costAmount).mapWith(Number),
    })
    .from(shipments)
    .where(where)
    .groupBy(shipments.internalStatus);
  const status_breakdown = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    days: params.days,
    total_shipments: rows.reduce((a, r) => a + r.n, 0),
    status_breakdown,
    needing_attention: rows.reduce((a, r) => a + r.attention, 0),
    total_shipping_cost: Math.round(rows.reduce((a, r) => a + (r.cost || 0), 0) * 100) / 100,
  };
}

export type ShipmentStats = Awaited<ReturnType<typeof shipmentStats>>;
