import { DataTable, type ClientPagination } from "@/components/ui/data-table";
import type { ComparedItem } from "@/lib/inv-bal/comparison-answer";
import { comparisonColumns, type ComparisonColumns } from "./comparison-columns";

type Props = { label: string; items: ComparedItem[]; columns: ComparisonColumns; empty: string; pageSize?: number };

/** Joined rows under the comparison's column names; rows with a difference are tinted. */
export function ComparisonTable({ label, items, columns, empty, pageSize }: Props) {
  const withDisplay = items.some((i) => "conv_display" in i);
  const pagination: ClientPagination | undefined = pageSize ? { mode: "client", pageSize } : undefined;
  return (
    <DataTable
      label={label}
      columns={comparisonColumns(columns, withDisplay)}
      data={items}
      getRowId={(item) => String(item.id)}
      empty={empty}
      pagination={pagination}
      rowClassName={(item) => (item.diff !== 0 ? "bg-amber-50/60 odd:bg-amber-50/60 even:bg-amber-50" : undefined)}
    />
  );
}
