import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { shipmentEvents, shipments } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { toShipmentDto } from "./shipment-dto";

/** One shipment with its timeline; another company's is "not found", as a missing one is. */
export async function getShipmentOrThrow(db: Db, params: { companyId: string | null; shipmentId: string }) {
  const notFound = new ApiError({ code: "not_found", message: "Shipment not found." });
  if (!z.uuid().safeParse(params.shipmentId).success) throw notFound;
  const where = and(
    eq(shipments.id, params.shipmentId),
    params.companyId ? eq(shipments.companyId, params.companyId) : undefined,
  );
  const [shipment] = await db.select().from(shipments).where(where);
  if (!shipment) throw notFound;
  const history = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(asc(shipmentEvents.statusDate));
  return toShipmentDto(shipment, history);
}
