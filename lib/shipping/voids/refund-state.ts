import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Shipment } from "@/db/schema";
import type { RefundMade } from "./void-result";
import { refundTaken } from "./void-state";

/**
 * The shipment keeps the voided label with its refund's state (CLARIFICATIONS 54): once Shippo holds the refund it
 * is VOIDED (tracking stops, Shipment Tracking shows it); a later state of the same refund only updates the state.
 */
export async function recordRefund(db: Db, shipment: Shipment, refund: RefundMade): Promise<Shipment> {
  const taken = refundTaken(refund.refundStatus);
  const [row] = await db
    .update(shipments)
    .set({
      refundId: refund.refundId,
      refundStatus: refund.refundStatus,
      refundMessage: null,
      ...(taken
        ? { internalStatus: "VOIDED" as const, statusDisplay: "VOIDED", voidedAt: shipment.voidedAt ?? new Date() }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id))
    .returning();
  return row ?? shipment;
}

/** Shippo would not refund the label: the record says why, and the label stands as it was. */
export async function recordRefusal(db: Db, shipment: Shipment, reason: string): Promise<void> {
  await db
    .update(shipments)
    .set({ refundStatus: "ERROR", refundMessage: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(shipments.id, shipment.id), eq(shipments.companyId, shipment.companyId)));
}
