import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";

/** A table of CSV rows under their headers (cells beyond the header width, if any, are shown too). */
export function RowsTable({ headers, rows, label, empty = "No rows" }: { headers: string[]; rows: string[][]; label: string; empty?: string }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {headers.map((h, i) => (
            <Th key={i}>{h}</Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 ? (
          <EmptyRow colSpan={Math.max(1, headers.length)}>{empty}</EmptyRow>
        ) : (
          rows.map((row, r) => (
            <Tr key={r}>
              {headers.map((_, c) => (
                <Td key={c} className="whitespace-pre-wrap">
                  {row[c] ?? ""}
                </Td>
              ))}
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
