import type { Shipment } from "@/db/schema";
import { refundDone } from "../voids/void-state";

/** What a cancelled mail says in `lastError`. */
export const CANCELLED_FOR_VOID = "Not sent: the label was voided before the mail went.";
/** What a mail held back while its label's void is unsettled says in `lastError`. */
export const HELD_FOR_VOID = "Held: the label is being voided.";

/**
 * Whether a customer mail may still go, by its label's money (CLARIFICATIONS 57): `voided` once the refund is done
 * (the mail would hand the customer a refunded tracking number), `voiding` while a void is under way or Shippo holds
 * the refund (it may yet be refused, and the label ship), else null (a refused refund leaves the label live).
 */
export function labelVoidHold(shipment: Pick<Shipment, "moneyState" | "refundStatus">): "voided" | "voiding" | null {
  if (shipment.moneyState === "voided" || refundDone(shipment.refundStatus)) return "voided";
  return shipment.moneyState === "voiding" ? "voiding" : null;
}
