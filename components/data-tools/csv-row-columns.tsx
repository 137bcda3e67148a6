import type { DataTableColumns } from "@/components/ui/data-table";
import { compareNatural } from "@/components/ui/data-table-sorting";

/** One column a CSV header; cells are text, and the default order still reads numbers and dates by value. */
export function csvRowColumns(headers: string[]): DataTableColumns<string[]> {
  return headers.map((header, i) => ({
    id: String(i),
    accessorFn: (row: string[]) => row[i] ?? "",
    header,
    meta: { cellClassName: "whitespace-pre-wrap" },
  }));
}

// The same order for a whole result, which useSortedRows sorts before the table gets a page of it.
export const csvCellOf = (row: string[], columnId: string) => row[Number(columnId)] ?? "";
export const csvCompareFor = () => compareNatural;
