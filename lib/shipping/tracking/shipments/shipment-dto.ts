import type { Shipment, ShipmentEvent } from "@/db/schema";
import { labelFormatOf } from "@/lib/shipping/labels/label-format";
import { isOverdue } from "@/lib/shipping/tracking/derive-tracking-state";
import { needsAttention } from "@/lib/shipping/tracking/needs-attention";

const money = (amount: number | null, currency: string | null) =>
  amount === null ? null : { amount, currency: currency ?? "USD" };

/** A history event as spec 3 section 3 names its fields. */
export function toHistoryDto(e: ShipmentEvent) {
  return {
    status: e.status,
    status_details: e.statusDetails ?? "",
    location: e.location
      ? { city: e.location.city ?? null, state: e.location.state ?? null, country: e.location.country ?? null }
      : null,
    datetime: (e.statusDate ?? e.createdAt).toISOString(),
  };
}

/** A manual shipment's Reference (kept with its details, lib/shipping/labels/record-shipment.ts); null for an invoice. */
export function shipmentReference(s: Pick<Shipment, "metadata">): string | null {
  const ref = s.metadata?.reference;
  return typeof ref === "string" && ref ? ref : null;
}

/** A shipment as the admin Shipment Tracking screen knows it (spec 3 section 3). */
export function toShipmentDto(s: Shipment, history?: ShipmentEvent[]) {
  return {
    _id: s.id,
    tracking_number: s.trackingNumber,
    statusDisplay: s.statusDisplay ?? s.internalStatus,
    internalStatus: s.internalStatus,
    carrier: s.carrier,
    servicelevel: s.servicelevel,
    invoiceNumber: s.invoiceNumber,
    /** What names the shipment to people: the Reference of a manual shipment, else its invoice. */
    reference: shipmentReference(s),
    cost: money(s.costAmount, s.costCurrency),
    retail_cost: money(s.retailCostAmount, s.retailCostCurrency),
    shipDate: s.shipDate.toISOString(),
    createdAt: s.createdAt.toISOString(),
    /** The rule the Problems card counts and the filter finds by, not the carrier's flag alone. */
    needsAttention: needsAttention(s),
    isOverdue: isOverdue(s.eta, s.internalStatus),
    test: s.test,
    /** The label's format, for Reprint (`GET /api/shipments/{id}/label`); a label from before formats is PDF. */
    labelFileType: labelFormatOf(s.labelFileType),
    /** For Void Label: the company an administrator acts for, and the void's state (CLARIFICATIONS 54). */
    companyId: s.companyId,
    refundStatus: s.refundStatus,
    refundMessage: s.refundMessage,
    ...(history ? { tracking_history: history.map(toHistoryDto) } : {}),
  };
}
export type ShipmentDto = ReturnType<typeof toShipmentDto>;
