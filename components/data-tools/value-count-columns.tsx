import type { DataTableColumns } from "@/components/ui/data-table";
import { compareNatural, compareNumbers } from "@/components/ui/data-table-sorting";
import type { ValueCount } from "@/lib/data-tools/count-values";

/** Value and its Count, right-aligned and sorted as a number. */
export const VALUE_COUNT_COLUMNS: DataTableColumns<ValueCount> = [
  { accessorKey: "value", header: "Value" },
  {
    accessorKey: "count",
    header: "Count",
    sortingFn: "number",
    meta: { align: "right" },
    cell: ({ row }) => row.original.count.toLocaleString(),
  },
];

// The same orders for the whole result, which useSortedRows sorts before the table gets a page of it.
export const countedValueOf = (row: ValueCount, columnId: string) => (columnId === "count" ? row.count : row.value);
export const countedCompareFor = (columnId: string) => (columnId === "count" ? compareNumbers : compareNatural);
