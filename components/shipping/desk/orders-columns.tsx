import Link from "next/link";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";
import type { QueueOrder } from "@/lib/shipping/desk/queue-order";
import { formatMoney } from "./format-money";

/**
 * The queue's columns for the desk's company; the tracking link goes to the route named Shipment Tracking
 * (CLARIFICATIONS, top) and names that company (CLARIFICATIONS 49).
 */
export const orderColumns = (company: string | null): DataTableColumns<QueueOrder> => [
  { accessorKey: "invoiceNumber", header: "Invoice", meta: { cellClassName: "font-mono text-xs font-medium" } },
  { id: "shipDate", accessorFn: (o) => o.shipDate ?? "", header: "Ship Date", sortingFn: "date", cell: orDash },
  { id: "poNumber", accessorFn: (o) => o.poNumber ?? "", header: "PO Number", cell: orDash },
  {
    id: "shipToName",
    accessorFn: (o) => o.shipToName ?? "",
    header: "Ship To",
    cell: orDash,
    meta: { cellClassName: "max-w-56 truncate" },
  },
  { id: "shipVia", accessorFn: (o) => o.shipVia ?? "", header: "Ship Via", cell: orDash },
  { id: "termsCode", accessorFn: (o) => o.termsCode ?? "", header: "Terms", cell: orDash },
  {
    id: "balanceDue",
    accessorFn: (o) => o.balanceDue ?? 0,
    header: "Balance Due",
    sortingFn: "number",
    cell: ({ row }) => formatMoney(row.original.balanceDue),
    meta: { align: "right" },
  },
  { accessorKey: "printReviewStatus", header: "Print Review", cell: orDash },
  {
    id: "tracking",
    header: "Tracking",
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        href={trackingHref({ invoice: row.original.invoiceNumber, company })}
        className="text-brand-600 hover:underline"
        aria-label={`Tracking for ${row.original.invoiceNumber}`}
      >
        Tracking
      </Link>
    ),
  },
];
