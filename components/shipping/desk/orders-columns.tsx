import Link from "next/link";
import { Chip } from "@/components/ui/chip";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";
import { isNotParcel, NOT_PARCEL } from "@/lib/shipping/desk/parcel-rule";
import type { QueueRow } from "@/lib/shipping/desk/queue-order";
import { formatDate } from "@/lib/dates/format-date";
import { formatMoney } from "@/lib/money/format-money";

/** The Tracking cell of a row with no package shipped. */
export const NOT_SHIPPED_YET = "Not shipped yet";

/**
 * The queue's columns for the desk's company; the tracking link goes to the route named Shipment Tracking
 * (CLARIFICATIONS, top) and names that company (CLARIFICATIONS 49). An invoice with a package shipped says so beside
 * its number, its tracking numbers under it (so the Tracking column stays narrow enough for 1366 px). An order whose ship via is not a parcel one says so beside it
 * (CLARIFICATIONS 64).
 */
export const orderColumns = (company: string | null, nonParcel: readonly string[]): DataTableColumns<QueueRow> => [
  {
    accessorKey: "invoiceNumber",
    header: "Invoice",
    cell: ({ row: { original: o } }) => (
      <span className="flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs font-medium">{o.invoiceNumber}</span>
          {o.shipped.count ? (
            <Chip
              tone="brand"
              title={o.shipped.count === 1 ? "1 package shipped" : `${o.shipped.count} packages shipped`}
            >
              Shipped
            </Chip>
          ) : null}
        </span>
        {/* A 22-digit USPS number may break where the screen is narrow, rather than push Tracking off it. */}
        {o.shipped.trackingNumbers.map((t) => (
          <span key={t} className="font-mono text-xs text-slate-600 [overflow-wrap:anywhere]">
            {t}
          </span>
        ))}
      </span>
    ),
  },
  {
    id: "shipDate",
    accessorFn: (o) => o.shipDate ?? "",
    header: "Ship Date",
    sortingFn: "date",
    cell: ({ row }) => formatDate(row.original.shipDate),
    meta: { cellClassName: "whitespace-nowrap" },
  },
  { id: "poNumber", accessorFn: (o) => o.poNumber ?? "", header: "PO Number", cell: orDash },
  {
    id: "shipToName",
    accessorFn: (o) => o.shipToName ?? "",
    header: "Ship To",
    cell: orDash,
    meta: { cellClassName: "max-w-36 truncate" },
  },
  {
    id: "shipVia",
    accessorFn: (o) => o.shipVia ?? "",
    header: "Ship Via",
    cell: ({ row: { original: o } }) => (
      <span className="flex flex-wrap items-center gap-2">
        {o.shipVia || "—"}
        {isNotParcel(o.shipVia, nonParcel) ? <Chip tone="warning">{NOT_PARCEL}</Chip> : null}
      </span>
    ),
  },
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
    // Issue 37 item 5: a row with nothing shipped says so, rather than link to an empty tracking page.
    cell: ({ row: { original: o } }) =>
      o.shipped.count ? (
        <Link
          href={trackingHref({ invoice: o.invoiceNumber, company })}
          className="text-brand-600 hover:underline"
          aria-label={`Tracking for ${o.invoiceNumber}`}
        >
          Tracking
        </Link>
      ) : (
        <span className="text-xs text-slate-600">{NOT_SHIPPED_YET}</span>
      ),
  },
];
