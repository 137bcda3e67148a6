import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import { attentionSql, statusWordSql } from "@/lib/shipping/tracking/shipments/status-sql";
import { periodDays } from "./daily-by-status";
import { summarizeGroups } from "./summarize-groups";

/** A timestamp's UTC day, as the shipments table's Date From / Date To filters count days. */
const utcDay = (column: typeof shipments.createdAt | typeof shipments.deliveryDate) =>
  sql`(${column} at time zone 'UTC')::date`;

/** Only a delivered shipment with an estimate is measured for on time: its service and days; null for the rest. */
const measured = sql`${shipments.internalStatus} = 'DELIVERED' and ${shipments.estimatedDays} is not null and ${shipments.deliveryDate} is not null`;

/**
 * Shipment Tracking's figures over the last `days` UTC days (labels bought in them): the statistic cards, shipments
 * per day by status, label cost per carrier, on-time delivery per carrier and service. One read of the same rows
 * (CLARIFICATIONS 66): the database groups them once and every figure is added up from those groups, so the cards and
 * the charts agree to the shipment and to the cent.
 */
export async function shipmentHistory(db: Db, params: { companyId: string | null; days: number; now?: Date }) {
  const now = params.now ?? new Date();
  const days = periodDays(params.days, now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const day = sql<string>`to_char(${utcDay(shipments.createdAt)}, 'YYYY-MM-DD')`;
  const service = sql<string | null>`case when ${measured} then ${shipments.servicelevel} end`;
  const estimatedDays = sql<number | null>`case when ${measured} then ${shipments.estimatedDays} end`;
  const transitDays = sql<
    number | null
  >`case when ${measured} then ${utcDay(shipments.deliveryDate)} - ${utcDay(shipments.createdAt)} end`;
  // Each row's values once, in a subquery; the outer query groups them (an expression grouped by itself would be
  // written twice, with parameters the database cannot tell are the same).
  const rows = db
    .select({
      day: day.as("day"),
      word: statusWordSql.as("word"),
      carrier: sql<string | null>`${shipments.carrier}`.as("carrier"),
      currency: sql<string | null>`${shipments.costCurrency}`.as("currency"),
      attention: attentionSql.as("attention"),
      service: service.as("service"),
      estimatedDays: estimatedDays.as("estimated_days"),
      transitDays: transitDays.as("transit_days"),
      // Whole cents, added up by the database: no float adds a fraction of a cent on the way.
      cents: sql<number>`coalesce(round(${shipments.costAmount} * 100), 0)`.as("cents"),
    })
    .from(shipments)
    .where(
      and(params.companyId ? eq(shipments.companyId, params.companyId) : undefined, gte(shipments.createdAt, since)),
    )
    .as("rows");
  const keys = [
    rows.day,
    rows.word,
    rows.carrier,
    rows.currency,
    rows.attention,
    rows.service,
    rows.estimatedDays,
    rows.transitDays,
  ] as const;
  const groups = await db
    .select({
      day: rows.day,
      word: rows.word,
      carrier: rows.carrier,
      currency: rows.currency,
      attention: rows.attention,
      service: rows.service,
      estimatedDays: sql<number | null>`${rows.estimatedDays}`.mapWith(Number),
      transitDays: sql<number | null>`${rows.transitDays}`.mapWith(Number),
      count: count(),
      cents: sql<number>`sum(${rows.cents})`.mapWith(Number),
    })
    .from(rows)
    .groupBy(...keys);
  return { days: params.days, from: days[0], to: days.at(-1)!, ...summarizeGroups(groups, days) };
}

export type ShipmentHistory = Awaited<ReturnType<typeof shipmentHistory>>;
