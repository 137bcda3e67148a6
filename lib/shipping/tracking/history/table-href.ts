// Import-free (but for the table's own carriers): the charts' bars and legend link to the table with a filter.
import { TABLE_CARRIERS } from "@/lib/shipping/tracking/shipments/table-filters";

/** Where the filters and the table start on the screen, so a bar's link lands on the filtered table. */
export const SHIPMENT_TABLE_ANCHOR = "shipment-filters";

/** The table's filter value of a Shippo carrier token: the Carrier select says `dhl` for `dhl_express`. */
export function carrierFilter(carrier: string): string {
  return TABLE_CARRIERS.find((c) => carrier.toLowerCase().startsWith(c)) ?? carrier;
}

/** This screen's address with the charts' period (and the shown company) kept, and the table filtered by `filter`. */
export function tableHref(
  keep: { days: number; companyId: string | null },
  filter: Record<string, string | undefined>,
  anchor: string | null = SHIPMENT_TABLE_ANCHOR,
): string {
  const q = new URLSearchParams();
  if (keep.companyId) q.set("companyId", keep.companyId);
  q.set("days", String(keep.days));
  for (const [k, v] of Object.entries(filter)) if (v) q.set(k, v);
  return `?${q.toString()}${anchor ? `#${anchor}` : ""}`;
}
