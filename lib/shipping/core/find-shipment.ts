import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { shipments, type Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/** An administrator who named no company sees every company's shipments: said in so many words, never by a null. */
export const EVERY_COMPANY = Symbol("every company");
export type ShipmentOwner = string | typeof EVERY_COMPANY;

/**
 * The one shipment lookup that answers "not found" (the void, the label file, Shipment Tracking's detail): always
 * by its owner, so another company's shipment is "not found", as a missing one or an id that is no id.
 */
export async function findShipmentOrThrow(
  db: Db,
  params: { companyId: ShipmentOwner; shipmentId: string },
): Promise<Shipment> {
  const notFound = new ApiError({ code: "not_found", message: "Shipment not found." });
  if (!z.uuid().safeParse(params.shipmentId).success) throw notFound;
  const { companyId } = params;
  const row = await db.query.shipments.findFirst({
    where: and(
      eq(shipments.id, params.shipmentId),
      companyId === EVERY_COMPANY ? undefined : eq(shipments.companyId, companyId),
    ),
  });
  if (!row) throw notFound;
  return row;
}
