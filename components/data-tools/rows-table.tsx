import { DataTable, type ClientPagination, type ServerPagination } from "@/components/ui/data-table";
import { csvRowColumns } from "./csv-row-columns";

type Props = {
  headers: string[];
  rows: string[][];
  label: string;
  empty?: string;
  pagination?: ClientPagination | ServerPagination;
};

/** A table of CSV rows under their headers. */
export function RowsTable({ headers, rows, label, empty = "No rows", pagination }: Props) {
  return (
    <DataTable
      label={label}
      columns={csvRowColumns(headers)}
      data={rows}
      getRowId={(_, i) => String(i)}
      empty={empty}
      pagination={pagination}
    />
  );
}
