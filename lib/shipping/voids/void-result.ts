import type { RefundStatus, Shipment } from "@/db/schema";

/** What reversing a voided label's freight made (CLARIFICATIONS 55); null when no freight was posted for it. */
export type FreightReversal = { method: "filedrop" | "lineitem"; amount: number; fileKey?: string };

/** A void as the screens read it: the label, Shippo's refund and its state, and the freight taken back. */
export type VoidResult = {
  shipmentId: string;
  invoiceNumber: string;
  packageNumber: number;
  carrier: string | null;
  trackingNumber: string | null;
  transactionId: string;
  refundId: string;
  refundStatus: RefundStatus;
  reversal: FreightReversal | null;
};

/** The refund an intent made, as it keeps it (the reversal is added after). */
export type RefundMade = { refundId: string; refundStatus: RefundStatus };

export function toVoidResult(s: Shipment, refund: RefundMade, reversal: FreightReversal | null): VoidResult {
  return {
    shipmentId: s.id,
    invoiceNumber: s.invoiceNumber,
    packageNumber: s.packageNumber,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    transactionId: s.shippoTransactionId,
    ...refund,
    reversal,
  };
}
