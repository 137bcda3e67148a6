import { Checkbox } from "@/components/ui/checkbox";
import { orDash, type DataTableColumns } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money/format-money";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";
import type { BatchReviewItem } from "./batch-dto";
import { isChosen, type ReviewChoice } from "./review-choice";
import { WeightCell } from "./weight-cell";

const days = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n === 1 ? "1 day" : `${n} days`);

export type ReviewColumnsProps = {
  choice: ReviewChoice;
  busy: boolean;
  onChoose(invoiceNumber: string, ship: boolean): void;
  onWeigh(invoiceNumber: string, lb: number): void;
};

/**
 * Review's columns: whether the invoice ships (kept or removed; a row without a rate cannot be ticked), its weight
 * (editable, CLARIFICATIONS 63), the rate the rule picked or why there is none, and the customer's shipping facts
 * (CLARIFICATIONS 61: "Residential · Insured $120.00").
 */
export const batchReviewColumns = (p: ReviewColumnsProps): DataTableColumns<BatchReviewItem> => [
  {
    id: "ship",
    header: "Ship",
    enableSorting: false,
    meta: { headerClassName: "w-12", cellClassName: "w-12" },
    cell: ({ row: { original: i } }) => (
      <Checkbox
        label={null}
        aria-label={`Ship ${i.invoiceNumber}`}
        checked={isChosen(i, p.choice)}
        disabled={!i.rate || p.busy}
        onChange={(ship) => p.onChoose(i.invoiceNumber, ship)}
      />
    ),
  },
  {
    accessorKey: "invoiceNumber",
    header: "Invoice",
    cell: ({ getValue }) => <span className="font-mono text-xs font-medium">{getValue() as string}</span>,
  },
  { id: "customer", accessorFn: (i) => i.customer ?? "", header: "Customer", cell: orDash },
  { id: "shipVia", accessorFn: (i) => i.shipVia ?? "", header: "Ship Via", cell: orDash },
  {
    id: "weight",
    accessorFn: (i) => i.weight,
    header: "Weight (lb)",
    sortingFn: "number",
    cell: ({ row: { original: i } }) => (
      <WeightCell key={i.invoiceNumber} item={i} busy={p.busy} onWeigh={(lb) => p.onWeigh(i.invoiceNumber, lb)} />
    ),
  },
  { id: "carrier", accessorFn: (i) => (i.rate ? carrierName(i.rate.carrier) : ""), header: "Carrier", cell: orDash },
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
    accessorFn: (i) => [i.facts.join(", "), i.leftOut, i.reason].filter(Boolean).join(" "),
    header: "Note",
    enableSorting: false,
    cell: ({ row: { original: i } }) => (
      <span className="flex flex-col gap-1">
        {i.facts.length ? <span className="font-medium text-slate-800">{i.facts.join(" · ")}</span> : null}
        {i.leftOut ? <span className="text-amber-800">{i.leftOut}</span> : null}
        {i.reason ? <span className={i.rate ? "text-slate-600" : "text-red-700"}>{i.reason}</span> : null}
      </span>
    ),
  },
];
