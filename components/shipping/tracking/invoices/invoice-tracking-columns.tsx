import type { DataTableColumns } from "@/components/ui/data-table";
import type { TrackedShipment } from "./use-invoice-tracking";

/** The results table: one row per shipment of the invoice; a row shows its timeline beside the table. */
export const invoiceTrackingColumns: DataTableColumns<TrackedShipment> = [
  { accessorKey: "trackingNumber", header: "Tracking Number", meta: { cellClassName: "font-mono text-xs" } },
  { accessorKey: "carrier", header: "Carrier", cell: ({ getValue }) => String(getValue() ?? "—").toUpperCase() },
  { accessorKey: "internalStatus", header: "Status", cell: ({ getValue }) => String(getValue()).replace(/_/g, " ") },
  {
    accessorKey: "tracking_status_details",
    header: "Latest Update",
    cell: ({ getValue }) => (getValue() as string | null) || "—",
  },
  {
    id: "shipTo",
    accessorFn: (s) => [s.address_to.name, s.address_to.city, s.address_to.state].filter(Boolean).join(", "),
    header: "Ship To",
  },
  {
    accessorKey: "createdAt",
    header: "Shipped",
    cell: ({ getValue }) => new Date(getValue() as string).toLocaleDateString(),
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
