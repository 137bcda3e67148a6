import { shipmentStatusEnum } from "@/db/schema";
import type { TrackEvent } from "./track-event";

/** Spec 3 section 4's internal statuses, as the shipments table holds them. */
export const INTERNAL_STATUSES = shipmentStatusEnum.enumValues;
export type InternalStatus = (typeof INTERNAL_STATUSES)[number];

/** Statuses nothing moves on from; a voided label (CLARIFICATIONS 54) is no longer tracked at all. */
export const FINAL_STATUSES: readonly InternalStatus[] = ["DELIVERED", "RETURNED", "VOIDED"];

/**
 * CLARIFICATIONS 22. Shippo's own statuses are UNKNOWN, PRE_TRANSIT, TRANSIT, DELIVERED, RETURNED, FAILURE; out
 * for delivery and package accepted arrive as substatus codes of TRANSIT, so both are looked at. Unknown: null.
 */
export function internalStatusOf(e: Pick<TrackEvent, "status" | "substatus">): InternalStatus | null {
  const status = e.status.toUpperCase();
  const sub = (e.substatus?.code ?? "").toUpperCase();
  if (status === "DELIVERED") return "DELIVERED";
  if (status === "RETURNED") return "RETURNED";
  if (status === "FAILURE" || status === "EXCEPTION") return "EXCEPTION";
  if (status === "OUT_FOR_DELIVERY" || sub === "OUT_FOR_DELIVERY") return "OUT_FOR_DELIVERY";
  if (status === "PACKAGE_ACCEPTED" || sub === "PACKAGE_ACCEPTED") return "SHIPPED";
  if (status === "TRANSIT" || status === "IN_TRANSIT") return "IN_TRANSIT";
  if (status === "PRE_TRANSIT") return "LABEL_PURCHASED";
  return null;
}
