import { and, asc, eq, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipments } from "@/db/schema";
import { logger } from "@/lib/logger";
import { FINAL_STATUSES } from "./internal-status";
import { reReadTrack } from "./track-again";

export const BACKSTOP_BATCH = 100;

/**
 * Re-read the tracks of shipments not yet delivered or returned that nothing has been heard of for `silentMinutes`
 * (a lost webhook, a webhook never set up). Each is stamped as read even when Shippo fails, so one bad parcel is
 * tried again after the silent period rather than on every run.
 */
export async function reReadSilentShipments(db: Db, params: { silentMinutes: number; limit?: number }) {
  const cutoff = new Date(Date.now() - params.silentMinutes * 60_000);
  const silent = await db
    .select({
      id: shipments.id,
      companyId: shipments.companyId,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .where(
      and(
        eq(companies.hasValidToken, true),
        isNotNull(shipments.trackingNumber),
        notInArray(shipments.internalStatus, [...FINAL_STATUSES]),
        lt(sql`coalesce(${shipments.lastTrackedAt}, ${shipments.createdAt})`, cutoff),
      ),
    )
    .orderBy(asc(sql`coalesce(${shipments.lastTrackedAt}, ${shipments.createdAt})`))
    .limit(params.limit ?? BACKSTOP_BATCH);
  let updated = 0;
  let failed = 0;
  for (const s of silent) {
    try {
      if ((await reReadTrack(db, s)).added > 0) updated++;
    } catch (err) {
      failed++;
      logger.warn(
        { shipmentId: s.id, err: err instanceof Error ? err.message : String(err) },
        "backstop re-read failed",
      );
      await db.update(shipments).set({ lastTrackedAt: new Date() }).where(eq(shipments.id, s.id));
    }
  }
  return { checked: silent.length, updated, failed };
}
