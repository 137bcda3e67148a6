import { DataTable, type ClientPagination, type DataTableColumns, type ServerPagination } from "@/components/ui/data-table";

type Props = { headers: string[]; rows: string[][]; label: string; empty?: string; pagination?: ClientPagination | ServerPagination };

/** One column a CSV header; cells are text, and the default order still reads numbers and dates by value. */
function rowColumns(headers: string[]): DataTableColumns<string[]> {
  return headers.map((header, i) => ({ id: String(i), accessorFn: (row: string[]) => row[i] ?? "", header, meta: { cellClassName: "whitespace-pre-wrap" } }));
}

/** A table of CSV rows under their headers. */
export function RowsTable({ headers, rows, label, empty = "No rows", pagination }: Props) {
  return <DataTable label={label} columns={rowColumns(headers)} data={rows} getRowId={(_, i) => String(i)} empty={empty} pagination={pagination} />;
}
