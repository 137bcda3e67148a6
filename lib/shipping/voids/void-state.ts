// What the screens say of a void; pure, so client components take it without the server code.
import type { RefundStatus } from "@/db/schema";
import { STATUS_WORDS } from "../tracking/status-text";

/** What a screen knows of a label's void: Shippo's refund state, and its reason when Shippo refused one. */
export type VoidState = { refundStatus: RefundStatus | null; refundMessage: string | null };

/** A refund was asked for and not refused (pending or done): the label is not printed, voided or shipped again. */
export const refundAsked = (status: RefundStatus | null | undefined) => Boolean(status) && status !== "ERROR";

/**
 * The refund is done: only then is the label void and its package's key free (CLARIFICATIONS 54 as changed on
 * 2026-11-28: a pending refund the carrier later refuses left two paid labels).
 */
export const refundDone = (status: RefundStatus | null | undefined) => status === "SUCCESS";

/** Shippo still holds the refund: it is read again until it settles (CLARIFICATIONS 57). */
export const refundOpen = (status: RefundStatus | null | undefined) => status === "QUEUED" || status === "PENDING";

/**
 * The state as the screens say it: CLARIFICATIONS 66's one word (Refund pending, Voided, Refund refused), the same as
 * the shipment's status everywhere else; Shippo's reason for a refusal is said beside it, never in the word.
 */
export function voidStateText(s: VoidState): { word: string; reason: string | null } | null {
  switch (s.refundStatus) {
    case "QUEUED":
    case "PENDING":
      return { word: STATUS_WORDS.REFUND_PENDING, reason: null };
    case "SUCCESS":
      return { word: STATUS_WORDS.VOIDED, reason: null };
    case "ERROR":
      return { word: STATUS_WORDS.REFUND_REFUSED, reason: s.refundMessage ?? "Shippo did not refund the label." };
    default:
      return null;
  }
}
