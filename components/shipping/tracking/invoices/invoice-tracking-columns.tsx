import { StatusChip } from "@/components/shipping/tracking/status-chip";
import { TrackingNumberLink } from "@/components/shipping/tracking/tracking-number-link";
import type { DataTableColumns } from "@/components/ui/data-table";
import { formatDate } from "@/lib/dates/format-date";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { shipToText } from "./ship-to-text";
import type { TrackedShipment } from "./use-invoice-tracking";

/** The results table: one row per shipment of the invoice; a row shows its timeline beside the table. */
export const invoiceTrackingColumns: DataTableColumns<TrackedShipment> = [
  {
    accessorKey: "trackingNumber",
    header: "Tracking Number",
    cell: ({ row: { original: s } }) => <TrackingNumberLink carrier={s.carrier} trackingNumber={s.trackingNumber} />,
  },
  { id: "carrier", accessorFn: (s) => carrierName(s.carrier), header: "Carrier" },
  {
    accessorKey: "internalStatus",
    header: "Status",
    cell: ({ row: { original: s } }) => <StatusChip status={s.internalStatus} />,
  },
  {
    accessorKey: "tracking_status_details",
    header: "Latest Update",
    cell: ({ getValue }) => (getValue() as string | null) || "—",
  },
  {
    id: "shipTo",
    accessorFn: shipToText,
    header: "Ship To",
  },
  {
    accessorKey: "createdAt",
    // The label's date: "Shipped" beside a "Label created" status said two things of one shipment.
    header: "Label Date",
    sortingFn: "date",
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ getValue }) => formatDate(getValue() as string),
  },
  {
    id: "label",
    header: "Label",
    enableSorting: false,
    cell: ({ row: { original: s } }) =>
      s.shippoLabelUrl ? (
        <a
          href={s.shippoLabelUrl}
          target="_blank"
          rel="noreferrer"
          className="text-brand-700 underline"
          onClick={(e) => e.stopPropagation()}
        >
          Label
        </a>
      ) : (
        "—"
      ),
  },
];
