import "server-only";
import type { Db } from "@/db/client";
import type { Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { findShipmentOrThrow, type ShipmentOwner } from "../core/find-shipment";
import { applyTrack } from "./apply-track";
import { readTrack } from "./read-track";

export const NO_TRACKING_NUMBER = "This label has no tracking number to track.";

/** The one re-read of a shipment's track: Shippo's track now, applied as a webhook's would be (the backstop, Track Again). */
export async function reReadTrack(db: Db, s: Pick<Shipment, "id" | "companyId" | "carrier" | "trackingNumber">) {
  const track = await readTrack(db, {
    companyId: s.companyId,
    carrier: s.carrier ?? "",
    trackingNumber: s.trackingNumber ?? "",
  });
  return applyTrack(db, s.id, track);
}

/** Track Again (Needs Attention, CLARIFICATIONS 58): the owner's shipment's track read from Shippo now. */
export async function trackAgain(db: Db, p: { companyId: ShipmentOwner; shipmentId: string }) {
  const shipment = await findShipmentOrThrow(db, p);
  if (!shipment.trackingNumber || !shipment.carrier)
    throw new ApiError({ code: "unprocessable", message: NO_TRACKING_NUMBER });
  const applied = await reReadTrack(db, shipment);
  return { shipmentId: shipment.id, added: applied.added, status: applied.status };
}
