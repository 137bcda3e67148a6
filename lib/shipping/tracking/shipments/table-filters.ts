// Import-free: the page reads the filters from its address (a chart's bar links there), the client table keeps them.

/** The Carrier filter's choices: each finds the carrier's Shippo tokens by their start (`dhl` finds `dhl_express`). */
export const TABLE_CARRIERS = ["ups", "fedex", "usps", "dhl"] as const;

/** The Shipment Tracking table's filters, as its form holds them ("" or false: not filtered). */
export type Filters = {
  status: string;
  carrier: string;
  /** Set only by a chart's on-time bar; the form has no field for it, Clear drops it. */
  service: string;
  trackingNumber: string;
  invoiceNumber: string;
  dateFrom: string;
  dateTo: string;
  needsAttention: boolean;
};

export const NO_FILTERS: Filters = {
  status: "",
  carrier: "",
  service: "",
  trackingNumber: "",
  invoiceNumber: "",
  dateFrom: "",
  dateTo: "",
  needsAttention: false,
};

/** The filters an address names (`?status=…&dateFrom=…`), already checked by the list's query schema. */
export function filtersFromQuery(q: Partial<Record<keyof Filters, string | boolean | undefined>>): Filters {
  const f = { ...NO_FILTERS };
  for (const key of Object.keys(NO_FILTERS) as (keyof Filters)[]) {
    const v = q[key];
    if (key === "needsAttention") f.needsAttention = v === true || v === "true";
    else if (typeof v === "string") f[key] = v;
  }
  return f;
}

/** The query string of GET /api/shipments for these filters and a page. */
export function shipmentsQuery(f: Filters, page: number, companyId: string | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== "" && v !== false) q.set(k, String(v));
  if (page > 1) q.set("page", String(page));
  if (companyId) q.set("companyId", companyId);
  return q.toString();
}
