import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipmentEvents, shipments, type Shipment, type ShipmentEvent } from "@/db/schema";
import { invoiceMatch } from "@/lib/shipment-tracking/list-shipments";

export const MAX_INVOICE_SHIPMENTS = 50;

function historyItem(e: ShipmentEvent) {
  return {
    status: e.status,
    status_date: e.statusDate?.toISOString() ?? null,
    object_created: e.createdAt.toISOString(),
    status_details: e.statusDetails ?? "",
    location: e.location ? { city: e.location.city ?? null, state: e.location.state ?? null, country: e.location.country ?? null } : null,
  };
}

/** Exactly the fields spec 3 section 3 lists for a shipment of the invoice tracking response, nothing more. */
function shipmentItem(s: Shipment, history: ShipmentEvent[]) {
  return {
    trackingNumber: s.trackingNumber,
    carrier: s.carrier,
    internalStatus: s.internalStatus,
    tracking_status: s.trackingStatus,
    tracking_status_details: s.trackingStatusDetails,
    address_to: { name: s.addressTo?.name ?? null, city: s.addressTo?.city ?? null, state: s.addressTo?.state ?? null },
    cost: s.costAmount === null ? null : { amount: s.costAmount, currency: s.costCurrency ?? "USD" },
    createdAt: s.createdAt.toISOString(),
    shippoLabelUrl: s.labelUrl,
    shipmentId: s.id,
    tracking_history: history.map(historyItem),
  };
}

/**
 * The public lookup (CLARIFICATIONS 30): the invoice exactly, or its generations. Labels bought with a test token
 * appear only with testMode and only for companies whose tracking test mode is on.
 */
export async function trackInvoice(db: Db, params: { invoice: string; testMode: boolean }) {
  const invoice = params.invoice.toUpperCase();
  const liveOnly = eq(shipments.test, false);
  const visible = params.testMode ? or(liveOnly, sql`(${companies.ship54Settings} -> 'shipping' ->> 'enableTrackingTestMode') = 'true'`) : liveOnly;
  const rows = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .where(and(invoiceMatch(invoice), visible))
    .orderBy(desc(shipments.createdAt))
    .limit(MAX_INVOICE_SHIPMENTS);
  const ids = rows.map((r) => r.shipment.id);
  const events = ids.length ? await db.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, ids)).orderBy(asc(shipmentEvents.statusDate)) : [];
  const list = rows.map(({ shipment }) => shipmentItem(shipment, events.filter((e) => e.shipmentId === shipment.id)));
  return { invoiceNumber: invoice, shipmentCount: list.length, shipments: list };
}
