import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import type { CarrierTotalDto, CloseOutLabelDto } from "@/lib/shipping/close-out/close-out-dto";
import { formatMoney } from "@/lib/money/format-money";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

export const pounds = (n: number) => `${n.toFixed(1)} lb`;
const right = { align: "right" as const };

/** Weight and Cost, the two sums both tables end on. */
function weightAndCost<Row extends { weight: number; cost: number }>(): DataTableColumns<Row> {
  return [
    {
      accessorKey: "weight",
      header: "Weight",
      sortingFn: "number",
      cell: (c) => pounds(c.getValue<number>()),
      meta: right,
    },
    {
      accessorKey: "cost",
      header: "Cost",
      sortingFn: "number",
      cell: (c) => formatMoney(c.getValue<number>()),
      meta: right,
    },
  ];
}

/** The close-out's lines: one per carrier. */
export const carrierColumns: DataTableColumns<CarrierTotalDto> = [
  { id: "carrier", accessorFn: (c) => carrierName(c.carrier), header: "Carrier" },
  { accessorKey: "count", header: "Labels", sortingFn: "number", meta: right },
  ...weightAndCost<CarrierTotalDto>(),
];

/** Each label the close-out takes, as the printed manifest lists it. */
export const labelColumns: DataTableColumns<CloseOutLabelDto> = [
  { accessorKey: "invoiceNumber", header: "Invoice" },
  { accessorKey: "packageNumber", header: "Package", sortingFn: "number", meta: right },
  { id: "carrier", accessorFn: (l) => carrierName(l.carrier), header: "Carrier" },
  { id: "service", accessorFn: (l) => l.service ?? "", header: "Service", cell: orDash },
  { id: "trackingNumber", accessorFn: (l) => l.trackingNumber ?? "", header: "Tracking Number", cell: orDash },
  ...weightAndCost<CloseOutLabelDto>(),
];
