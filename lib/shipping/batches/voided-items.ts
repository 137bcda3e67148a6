import { and, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type BatchItem } from "@/db/schema";
import { refundAsked } from "../voids/void-state";

/**
 * The shipments of these batch items whose label was voided since it was bought (the refund pending or made): a
 * batch's merged labels file leaves them out, as the single label route refuses one, and the dashboard says so.
 */
export async function voidedShipmentIds(
  db: Db,
  params: { companyIds: readonly string[]; items: readonly Pick<BatchItem, "shipmentId">[] },
): Promise<Set<string>> {
  const ids = [...new Set(params.items.flatMap((i) => (i.shipmentId ? [i.shipmentId] : [])))];
  if (!ids.length || !params.companyIds.length) return new Set();
  const rows = await db
    .select({ id: shipments.id, refundStatus: shipments.refundStatus })
    .from(shipments)
    .where(and(inArray(shipments.id, ids), inArray(shipments.companyId, [...params.companyIds])));
  return new Set(rows.filter((r) => refundAsked(r.refundStatus)).map((r) => r.id));
}
