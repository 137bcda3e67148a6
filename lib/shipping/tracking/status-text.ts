// Type imports only: client components (the public tracking page) read these texts without the database.
import type { RefundStatus } from "@/db/schema";
import type { InternalStatus } from "./internal-status";

/** A status as people read it, by key, in the order a list of them reads (a filter, a chart's legend). */
export const STATUS_WORD_KEYS = [
  "LABEL_PURCHASED",
  "SHIPPED",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "EXCEPTION",
  "RETURNED",
  "VOIDED",
  "REFUND_PENDING",
  "REFUND_REFUSED",
] as const;
export type StatusWord = (typeof STATUS_WORD_KEYS)[number];

/**
 * The one word per status (CLARIFICATIONS 66), for every screen, chart, CSV and mail that shows a shipment's status to
 * a person; the stored values (LABEL_PURCHASED) stay the API's. A shipment's status as people read it also says what
 * became of its void: REFUND_PENDING and REFUND_REFUSED are read from the refund's state, never stored as a status.
 */
export const STATUS_WORDS: Record<StatusWord, string> = {
  LABEL_PURCHASED: "Label created",
  SHIPPED: "Shipped",
  IN_TRANSIT: "In transit",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  EXCEPTION: "Delivery problem",
  RETURNED: "Returned",
  VOIDED: "Voided",
  REFUND_PENDING: "Refund pending",
  REFUND_REFUSED: "Refund refused",
};

/** CREATED (an older record's first status) is a label created too: one word, one filter, one bar. */
const WORD_OF_STATUS: Record<InternalStatus, StatusWord> = {
  CREATED: "LABEL_PURCHASED",
  LABEL_PURCHASED: "LABEL_PURCHASED",
  SHIPPED: "SHIPPED",
  IN_TRANSIT: "IN_TRANSIT",
  OUT_FOR_DELIVERY: "OUT_FOR_DELIVERY",
  DELIVERED: "DELIVERED",
  EXCEPTION: "EXCEPTION",
  RETURNED: "RETURNED",
  VOIDED: "VOIDED",
};

/**
 * A shipment's status word: a refund Shippo refused is "Refund refused" whatever the label does meanwhile
 * (CLARIFICATIONS 57: shown as such), a void whose refund Shippo still holds "Refund pending", else its status's word.
 */
export function shipmentStatusWord(s: {
  internalStatus: string | null | undefined;
  refundStatus?: RefundStatus | string | null;
}): StatusWord | null {
  if (s.refundStatus === "ERROR") return "REFUND_REFUSED";
  if (s.internalStatus === "VOIDED" && (s.refundStatus === "QUEUED" || s.refundStatus === "PENDING"))
    return "REFUND_PENDING";
  return WORD_OF_STATUS[s.internalStatus as InternalStatus] ?? null;
}

/**
 * A status's word: an internal status, or a status word's key (REFUND_PENDING); a value this list does not know (an
 * older record) reads without its underscores.
 */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return "—";
  const word = WORD_OF_STATUS[status as InternalStatus] ?? (status in STATUS_WORDS ? (status as StatusWord) : null);
  return word ? STATUS_WORDS[word] : status.replace(/_/g, " ");
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

/**
 * What the carrier said beside the status word (CLARIFICATIONS 22's statusDisplay), only when it says more: a bare
 * code (TRANSIT, VOIDED) would be a second word for the same status.
 */
export function statusDetail(statusDisplay: string | null | undefined): string | null {
  const text = statusDisplay?.trim();
  return text && !/^[A-Z_]+$/.test(text) ? text : null;
}
