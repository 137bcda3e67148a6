import { and, count, eq, gte, isNotNull, ne, sql, sum } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import { INTERNAL_STATUSES } from "@/lib/shipping/tracking/internal-status";
import { costByCarrier } from "./cost-by-carrier";
import { dailyByStatus, periodDays } from "./daily-by-status";
import { onTimeByService } from "./on-time";

/** A timestamp's UTC day, as the shipments table's Date From / Date To filters count days. */
const utcDay = (column: typeof shipments.createdAt | typeof shipments.deliveryDate) =>
  sql`(${column} at time zone 'UTC')::date`;

/**
 * The shipping history of the last `days` UTC days (labels bought in them): per day by status, label cost per
 * carrier, on-time delivery per carrier and service. The database groups the rows; only the groups come back.
 */
export async function shipmentHistory(db: Db, params: { companyId: string | null; days: number; now?: Date }) {
  const now = params.now ?? new Date();
  const days = periodDays(params.days, now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const inPeriod = and(
    params.companyId ? eq(shipments.companyId, params.companyId) : undefined,
    gte(shipments.createdAt, since),
  );
  const day = sql<string>`to_char(${utcDay(shipments.createdAt)}, 'YYYY-MM-DD')`;
  const transit = sql<number>`${utcDay(shipments.deliveryDate)} - ${utcDay(shipments.createdAt)}`.mapWith(Number);
  const [perDay, perCarrier, transits] = await Promise.all([
    db
      .select({ day, status: shipments.internalStatus, count: count() })
      .from(shipments)
      .where(inPeriod)
      .groupBy(day, shipments.internalStatus),
    // A voided label was refunded: it cost nothing.
    db
      .select({
        carrier: shipments.carrier,
        currency: shipments.costCurrency,
        cost: sum(shipments.costAmount).mapWith(Number),
        count: count(),
      })
      .from(shipments)
      .where(and(inPeriod, ne(shipments.internalStatus, "VOIDED")))
      .groupBy(shipments.carrier, shipments.costCurrency),
    db
      .select({
        carrier: shipments.carrier,
        service: shipments.servicelevel,
        estimatedDays: sql<number>`${shipments.estimatedDays}`.mapWith(Number),
        transitDays: transit,
        count: count(),
      })
      .from(shipments)
      .where(
        and(
          inPeriod,
          eq(shipments.internalStatus, "DELIVERED"),
          isNotNull(shipments.estimatedDays),
          isNotNull(shipments.deliveryDate),
        ),
      )
      .groupBy(shipments.carrier, shipments.servicelevel, shipments.estimatedDays, transit),
  ]);
  return {
    days: params.days,
    from: days[0],
    to: days.at(-1)!,
    perDay: dailyByStatus(perDay, days, INTERNAL_STATUSES),
    costByCarrier: costByCarrier(perCarrier.map((r) => ({ ...r, cost: r.cost || 0 }))),
    onTime: onTimeByService(transits),
  };
}

export type ShipmentHistory = Awaited<ReturnType<typeof shipmentHistory>>;
