import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipmentEvents, shipments, type Shipment, type ShipmentEvent } from "@/db/schema";
import { invoiceMatch } from "@/lib/shipment-tracking/list-shipments";

export const MAX_INVOICE_SHIPMENTS = 50;

/** An event as the query below hands it over: PostgreSQL's JSON, timestamps as text. */
type HistoryRow = Pick<ShipmentEvent, "status" | "statusDetails" | "location"> & { statusDate: string | null; createdAt: string };

const iso = (t: string) => new Date(t).toISOString();

function historyItem(e: HistoryRow) {
  return {
    status: e.status,
    status_date: e.statusDate === null ? null : iso(e.statusDate),
    object_created: iso(e.createdAt),
    status_details: e.statusDetails ?? "",
    location: e.location ? { city: e.location.city ?? null, state: e.location.state ?? null, country: e.location.country ?? null } : null,
  };
}

/**
 * A shipment's events, oldest first, as one JSON array inside the shipments query: one round trip for the answer,
 * not one per table (the public route is the busiest; issue 17's load bench measures it).
 */
const history = sql<HistoryRow[]>`(
  select coalesce(json_agg(json_build_object(
    'status', e.status, 'statusDetails', e.status_details, 'location', e.location, 'statusDate', e.status_date, 'createdAt', e.created_at
  ) order by e.status_date), '[]'::json)
  from ${shipmentEvents} e where e.shipment_id = ${shipments.id})`;

/** Exactly the fields spec 3 section 3 lists for a shipment of the invoice tracking response, nothing more. */
function shipmentItem(s: Shipment, events: HistoryRow[]) {
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
    tracking_history: events.map(historyItem),
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
    .select({ shipment: shipments, history })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .where(and(invoiceMatch(invoice), visible))
    .orderBy(desc(shipments.createdAt))
    .limit(MAX_INVOICE_SHIPMENTS);
  const list = rows.map((r) => shipmentItem(r.shipment, r.history));
  return { invoiceNumber: invoice, shipmentCount: list.length, shipments: list };
}
