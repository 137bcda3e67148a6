// What the screens say of a void; pure, so client components take it without the server code.
import type { RefundStatus } from "@/db/schema";

/** What a screen knows of a label's void: Shippo's refund state, and its reason when Shippo refused one. */
export type VoidState = { refundStatus: RefundStatus | null; refundMessage: string | null };

/** Shippo holds the refund (pending) or made it: the label is void and its ledger key free (CLARIFICATIONS 54). */
export const refundTaken = (status: RefundStatus | null | undefined) => Boolean(status) && status !== "ERROR";

/** The state as the screens say it. */
export function voidStateText(s: VoidState): string | null {
  switch (s.refundStatus) {
    case "QUEUED":
    case "PENDING":
      return "Voided: refund pending";
    case "SUCCESS":
      return "Voided: refunded";
    case "ERROR":
      return `Refund refused: ${s.refundMessage ?? "Shippo did not refund the label."}`;
    default:
      return null;
  }
}
