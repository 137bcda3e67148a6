import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipmentEvents } from "@/db/schema";
import { findShipmentOrThrow, type ShipmentOwner } from "../../core/find-shipment";
import { toShipmentDto } from "./shipment-dto";

/** One shipment with its timeline; another company's is "not found", as a missing one is. */
export async function getShipmentOrThrow(db: Db, params: { companyId: ShipmentOwner; shipmentId: string }) {
  const shipment = await findShipmentOrThrow(db, params);
  const history = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(asc(shipmentEvents.statusDate));
  return toShipmentDto(shipment, history);
}
