import type { DataTableColumns } from "@/components/ui/data-table";
import type { ComparedItem, ComparisonColumns } from "@/lib/inv-bal/comparison-answer";
import { differenceText } from "@/lib/inv-bal/difference-text";
import { ECL_PN } from "@/lib/inv-bal/part-columns";

export type { ComparisonColumns } from "@/lib/inv-bal/comparison-answer";

type Field = Exclude<keyof ComparedItem, "id" | "diff">;
const text = (field: Field, header: string) => ({ id: field, accessorFn: (i: ComparedItem) => i[field] ?? "", header });

/** The columns of the results and all-items tables, in the order of the Download CSV; Difference sorts by value. */
export function comparisonColumns(columns: ComparisonColumns, withDisplay: boolean): DataTableColumns<ComparedItem> {
  return [
    text("eds_ecl", `EDS ${ECL_PN}`),
    text("conv_ecl", `CONV ${ECL_PN}`),
    text("matched_val", `CONV ${columns.partColumn}`),
    text("conv_val", `CONV ${columns.valueColumn}`),
    text("eds_val", `EDS ${columns.valueColumn}`),
    ...(withDisplay && columns.displayColumn
      ? [text("conv_display", `CONV ${columns.displayColumn}`), text("eds_display", `EDS ${columns.displayColumn}`)]
      : []),
    {
      accessorKey: "diff",
      header: "Difference",
      sortingFn: "number",
      cell: ({ row: { original: i } }) => differenceText(i),
      meta: { align: "right", cellClassName: "font-medium" },
    },
  ];
}
