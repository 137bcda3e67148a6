// Type imports only: client components (the public tracking page) read these texts without the database.
import type { InternalStatus } from "./internal-status";

/**
 * One friendly label per internal status (spec 3 section 4), for every screen that shows a shipment's status to a
 * person; the stored values (LABEL_PURCHASED) stay the API's.
 */
export const STATUS_LABELS: Record<InternalStatus, string> = {
  CREATED: "Created",
  LABEL_PURCHASED: "Label created",
  SHIPPED: "Shipped",
  IN_TRANSIT: "In transit",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  EXCEPTION: "Delivery problem",
  RETURNED: "Returned to sender",
  VOIDED: "Label voided",
};

/** A status's label; a value this list does not know (an older record) reads without its underscores. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return "—";
  return STATUS_LABELS[status as InternalStatus] ?? status.replace(/_/g, " ");
}

/** Shippo's own statuses of a tracking event (CLARIFICATIONS 22), as the internal status they lead to reads. */
const EVENT_STATUSES: Record<string, InternalStatus> = {
  PRE_TRANSIT: "LABEL_PURCHASED",
  TRANSIT: "IN_TRANSIT",
  DELIVERED: "DELIVERED",
  RETURNED: "RETURNED",
  FAILURE: "EXCEPTION",
};

/** A tracking event's status in a timeline: the same label as the shipment's status chip; UNKNOWN reads "Update". */
export function trackEventLabel(status: string | null | undefined): string {
  const upper = (status ?? "").toUpperCase();
  if (upper === "UNKNOWN") return "Update";
  return statusLabel(EVENT_STATUSES[upper] ?? upper);
}
