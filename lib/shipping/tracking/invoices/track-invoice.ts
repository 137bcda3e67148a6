import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipmentEvents, shipments, type Shipment, type ShipmentEvent } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { findCompanyByCode } from "@/lib/companies/find-company-by-code";
import { invoiceMatch } from "@/lib/shipping/tracking/shipments/list-shipments";
import { labelVisibleTo, type TrackingViewer } from "./label-access";
import { INVOICE_MSG } from "./messages";
import type { TrackingQuery } from "./schemas";

export const MAX_INVOICE_SHIPMENTS = 50;

/** An event as the query below hands it over: PostgreSQL's JSON, timestamps as text. */
type HistoryRow = Pick<ShipmentEvent, "status" | "statusDetails" | "location"> & {
  statusDate: string | null;
  createdAt: string;
};

const iso = (t: string) => new Date(t).toISOString();

function historyItem(e: HistoryRow) {
  return {
    status: e.status,
    status_date: e.statusDate === null ? null : iso(e.statusDate),
    object_created: iso(e.createdAt),
    status_details: e.statusDetails ?? "",
    location: e.location
      ? { city: e.location.city ?? null, state: e.location.state ?? null, country: e.location.country ?? null }
      : null,
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

/**
 * Whether the matching shipments belong to more than one company, over every match (a window is computed before the
 * LIMIT), in the same query. Uuids have no min/max; their text does.
 */
const mixed = sql<boolean>`min(${shipments.companyId}::text) over () <> max(${shipments.companyId}::text) over ()`;

/** Exactly the fields spec 3 section 3 lists for a shipment of the invoice tracking response, nothing more. */
function shipmentItem(s: Shipment, events: HistoryRow[], viewer: TrackingViewer) {
  return {
    trackingNumber: s.trackingNumber,
    carrier: s.carrier,
    internalStatus: s.internalStatus,
    tracking_status: s.trackingStatus,
    tracking_status_details: s.trackingStatusDetails,
    address_to: { name: s.addressTo?.name ?? null, city: s.addressTo?.city ?? null, state: s.addressTo?.state ?? null },
    cost: s.costAmount === null ? null : { amount: s.costAmount, currency: s.costCurrency ?? "USD" },
    createdAt: s.createdAt.toISOString(),
    shippoLabelUrl: labelVisibleTo(viewer, s.companyId) ? s.labelUrl : null,
    shipmentId: s.id,
    tracking_history: events.map(historyItem),
  };
}

/** The company a tracking link names (CLARIFICATIONS 49), or 404. */
async function namedCompanyId(db: Db, code: string): Promise<string> {
  const company = await findCompanyByCode(db, code, { id: true });
  if (!company) throw new ApiError({ code: "not_found", message: INVOICE_MSG.unknownCompany(code) });
  return company.id;
}

/**
 * The public lookup (CLARIFICATIONS 30): the invoice exactly, or its generations. Labels bought with a test token
 * appear only with testMode and only for companies whose tracking test mode is on. CLARIFICATIONS 49: ERPs number
 * invoices alike, so a lookup that names a company answers only its shipments, and one that does not answers none
 * when they belong to several companies (409); the label link goes only to a viewer of the shipment's company.
 */
export async function trackInvoice(db: Db, params: TrackingQuery & { invoice: string; viewer: TrackingViewer }) {
  const invoice = params.invoice.toUpperCase();
  const companyId = params.company === undefined ? null : await namedCompanyId(db, params.company);
  const liveOnly = eq(shipments.test, false);
  const visible = params.testMode
    ? or(liveOnly, sql`(${companies.ship54Settings} -> 'shipping' ->> 'enableTrackingTestMode') = 'true'`)
    : liveOnly;
  const rows = await db
    .select({ shipment: shipments, history, mixed })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .where(and(invoiceMatch(invoice), visible, companyId === null ? undefined : eq(shipments.companyId, companyId)))
    .orderBy(desc(shipments.createdAt))
    .limit(MAX_INVOICE_SHIPMENTS);
  if (rows[0]?.mixed) throw new ApiError({ code: "conflict", message: INVOICE_MSG.sharedInvoice });
  const list = rows.map((r) => shipmentItem(r.shipment, r.history, params.viewer));
  // A shipment is one invoice generation; its packages are its labels (CLARIFICATIONS 45), each a row of `shipments`.
  const shipmentCount = new Set(rows.map((r) => r.shipment.invoiceNumber)).size;
  return { invoiceNumber: invoice, shipmentCount, shipments: list };
}
