import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import type { ComparedItem } from "@/lib/inv-bal/compare-inventory";
import { cn } from "@/lib/cn";
import { comparisonCells, comparisonHeaders, type ComparisonColumns } from "./comparison-columns";

/** Joined rows under the comparison's column names; rows with a difference are tinted. */
export function ComparisonTable({ label, items, columns, empty }: { label: string; items: ComparedItem[]; columns: ComparisonColumns; empty: string }) {
  const withDisplay = items.some((i) => "conv_display" in i);
  const headers = comparisonHeaders(columns, withDisplay);
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {headers.map((h) => (
            <Th key={h} className={h === "Difference" ? "text-right" : undefined}>
              {h}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.length === 0 ? (
          <EmptyRow colSpan={headers.length}>{empty}</EmptyRow>
        ) : (
          items.map((item) => (
            <Tr key={item.id} className={cn(item.diff !== 0 && "bg-amber-50/60 odd:bg-amber-50/60 even:bg-amber-50")}>
              {comparisonCells(item, withDisplay).map((cell, i, all) => (
                <Td key={i} className={i === all.length - 1 ? "text-right tabular-nums font-medium" : undefined}>
                  {cell}
                </Td>
              ))}
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
