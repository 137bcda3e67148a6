import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Shipment } from "@/db/schema";
import type { RefundMade } from "./void-result";
import { refundDone } from "./void-state";

/**
 * The shipment keeps the label with its refund's state (CLARIFICATIONS 54): once the refund is done it is VOIDED
 * (tracking stops, Shipment Tracking shows it); while Shippo holds it, only its state is kept.
 */
export async function recordRefund(db: Db, shipment: Shipment, refund: RefundMade): Promise<Shipment> {
  const [row] = await db
    .update(shipments)
    .set({
      refundId: refund.refundId,
      refundStatus: refund.refundStatus,
      refundMessage: null,
      ...(refundDone(refund.refundStatus)
        ? { internalStatus: "VOIDED" as const, statusDisplay: "VOIDED", voidedAt: shipment.voidedAt ?? new Date() }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id))
    .returning();
  return row ?? shipment;
}

/**
 * Shippo would not refund the label, at once or after holding the refund (CLARIFICATIONS 57): the record says why
 * and the label is live again as it was (one the old code recorded VOIDED while Shippo held its refund, handed back
 * to the refunds job by migration 0023, is a bought label again: tracked, taken by the next close-out).
 */
export async function recordRefusal(db: Db, shipment: Shipment, reason: string): Promise<Shipment> {
  const wasVoided = shipment.internalStatus === "VOIDED";
  const [row] = await db
    .update(shipments)
    .set({
      refundStatus: "ERROR",
      refundMessage: reason.slice(0, 500),
      ...(wasVoided
        ? { internalStatus: "LABEL_PURCHASED" as const, statusDisplay: "LABEL_PURCHASED", voidedAt: null }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(shipments.id, shipment.id), eq(shipments.companyId, shipment.companyId)))
    .returning();
  return row ?? shipment;
}
