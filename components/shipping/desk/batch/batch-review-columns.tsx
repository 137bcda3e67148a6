import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money/format-money";
import type { BatchReviewItem } from "./batch-dto";

const days = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n === 1 ? "1 day" : `${n} days`);

/** Review's columns: the invoice, and the rate the rule picked for it or why there is none. */
export const batchReviewColumns: DataTableColumns<BatchReviewItem> = [
  {
    accessorKey: "invoiceNumber",
    header: "Invoice",
    cell: ({ getValue }) => <span className="font-mono text-xs font-medium">{getValue() as string}</span>,
  },
  { id: "customer", accessorFn: (i) => i.customer ?? "", header: "Customer", cell: orDash },
  { id: "shipVia", accessorFn: (i) => i.shipVia ?? "", header: "Ship Via", cell: orDash },
  { id: "carrier", accessorFn: (i) => i.rate?.carrier ?? "", header: "Carrier", cell: orDash },
  { id: "service", accessorFn: (i) => i.rate?.service ?? "", header: "Service", cell: orDash },
  {
    id: "days",
    accessorFn: (i) => i.rate?.estimatedDays ?? null,
    header: "Est. Days",
    sortingFn: "number",
    cell: ({ row }) => days(row.original.rate?.estimatedDays),
  },
  {
    id: "amount",
    accessorFn: (i) => i.rate?.amount ?? null,
    header: "Amount",
    sortingFn: "number",
    cell: ({ row: { original: i } }) => (i.rate ? formatMoney(i.rate.amount, i.rate.currency) : "—"),
    meta: { align: "right" },
  },
  {
    id: "reason",
    accessorFn: (i) => i.reason ?? "",
    header: "Note",
    enableSorting: false,
    cell: ({ row: { original: i } }) =>
      i.reason ? <span className={i.rate ? "text-slate-600" : "text-red-700"}>{i.reason}</span> : null,
  },
];
