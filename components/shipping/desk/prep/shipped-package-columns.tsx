import { Printer } from "lucide-react";
import { VoidLabelButton } from "@/components/shipping/voids/void-label-button";
import { Button } from "@/components/ui/button";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import type { ShippedPackageDto } from "@/lib/shipping/desk/shipped-package-dto";
import { formatMoney } from "@/lib/money/format-money";

/** The label again in a new tab, as Ship Package opened it. */
const reprint = (url: string) => window.open(url, "_blank", "noopener");

/** A shipped invoice's packages: what was bought for each, its label to print again, and Void Label with its state. */
export const shippedPackageColumns: DataTableColumns<ShippedPackageDto> = [
  { accessorKey: "packageNumber", header: "Package", sortingFn: "number" },
  { id: "carrier", accessorFn: (p) => p.carrier?.toUpperCase() ?? "", header: "Carrier", cell: orDash },
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
    cell: ({ row: { original: p } }) => {
      const url = p.labelUrl;
      return (
        <Button
          variant="secondary"
          size="sm"
          disabled={!url}
          aria-label={`Reprint package ${p.packageNumber}`}
          onClick={() => url && reprint(url)}
        >
          <Printer className="h-4 w-4" aria-hidden />
          Reprint
        </Button>
      );
    },
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
