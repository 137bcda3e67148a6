import { ReprintButton } from "@/components/shipping/printers/reprint-button";
import { VoidLabelButton } from "@/components/shipping/voids/void-label-button";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import type { ShippedPackageDto } from "@/lib/shipping/desk/shipped-package-dto";
import { formatMoney } from "@/lib/money/format-money";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import { refundAsked } from "@/lib/shipping/voids/void-state";

/** A shipped invoice's packages: what was bought for each, its label to print again, and Void Label with its state. */
export const shippedPackageColumns: DataTableColumns<ShippedPackageDto> = [
  { accessorKey: "packageNumber", header: "Package", sortingFn: "number" },
  { id: "carrier", accessorFn: (p) => carrierName(p.carrier), header: "Carrier" },
  { id: "servicelevel", accessorFn: (p) => p.servicelevel ?? "", header: "Service", cell: orDash },
  {
    id: "trackingNumber",
    accessorFn: (p) => p.trackingNumber ?? "",
    header: "Tracking Number",
    cell: orDash,
    meta: { cellClassName: "font-mono text-xs" },
  },
  {
    id: "cost",
    accessorFn: (p) => p.cost?.amount ?? 0,
    header: "Cost",
    sortingFn: "number",
    cell: ({ row: { original: p } }) => (p.cost ? formatMoney(p.cost.amount, p.cost.currency) : "—"),
    meta: { align: "right" },
  },
  {
    id: "label",
    header: "Label",
    enableSorting: false,
    meta: { align: "right" },
    // In the label's format, as Ship Package delivered it: ZPL to the printer (or its download), a PDF in a tab.
    cell: ({ row: { original: p } }) => (
      <ReprintButton
        labels={[p]}
        // A voided label ships nothing: it is not printed again.
        disabled={refundAsked(p.refundStatus) || (!p.labelUrl && p.labelFileType !== "ZPLII")}
        aria-label={`Reprint package ${p.packageNumber}`}
      />
    ),
  },
  {
    id: "void",
    header: "Void",
    enableSorting: false,
    cell: ({ row: { original: p } }) => (
      <VoidLabelButton
        shipmentId={p.shipmentId}
        trackingNumber={p.trackingNumber}
        initial={{ refundStatus: p.refundStatus, refundMessage: p.refundMessage }}
        refreshPage
      />
    ),
  },
];
