import type { ComparedItem } from "@/lib/inv-bal/compare-inventory";
import { ECL_PN, type PartColumn } from "@/lib/inv-bal/part-columns";

export type ComparisonColumns = { partColumn: PartColumn; valueColumn: string; displayColumn?: string };

/** The columns of the results and all-items tables, in the order of the Download CSV. */
export function comparisonHeaders(columns: ComparisonColumns, withDisplay: boolean): string[] {
  const headers = [`EDS ${ECL_PN}`, `CONV ${ECL_PN}`, `CONV ${columns.partColumn}`, `CONV ${columns.valueColumn}`, `EDS ${columns.valueColumn}`];
  if (withDisplay && columns.displayColumn) headers.push(`CONV ${columns.displayColumn}`, `EDS ${columns.displayColumn}`);
  headers.push("Difference");
  return headers;
}

export function comparisonCells(item: ComparedItem, withDisplay: boolean): string[] {
  const cells = [item.eds_ecl, item.conv_ecl, item.matched_val, item.conv_val, item.eds_val];
  if (withDisplay) cells.push(item.conv_display ?? null, item.eds_display ?? null);
  return [...cells.map((c) => c ?? ""), String(item.diff)];
}
