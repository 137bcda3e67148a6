import { fileDate } from "@/lib/csv/file-names";
import { spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import type { ComparedItem } from "./compare-inventory";
import { ECL_PN, type PartColumn } from "./part-columns";

/** inventory_balance_comparison_{YYYY-MM-DD}.csv (spec 2, section 9). */
export function comparisonFileName(date: Date = new Date()): string {
  return `inventory_balance_comparison_${fileDate(date)}.csv`;
}

/**
 * The Download CSV of the results table: every differing row (not only the 1000 shown, so pass `all_items` or
 * the differences), every cell quoted, formulas neutralised. The display pair appears only when the comparison had one.
 */
export function exportComparisonCsv(
  items: readonly ComparedItem[],
  columns: { partColumn: PartColumn; valueColumn: string; displayColumn?: string },
  date?: Date,
): { filename: string; content: Blob } {
  const withDisplay = items.some((i) => "conv_display" in i);
  const header = [`EDS ${ECL_PN}`, `CONV ${ECL_PN}`, `CONV ${columns.partColumn}`];
  header.push(`CONV ${columns.valueColumn}`, `EDS ${columns.valueColumn}`);
  if (withDisplay) header.push(`CONV ${columns.displayColumn ?? "display"}`, `EDS ${columns.displayColumn ?? "display"}`);
  header.push("Difference");

  const out = new TextBlobBuilder();
  out.append(spreadsheetCsvLine(header));
  for (const i of items) {
    if (i.diff === 0) continue;
    const row = [i.eds_ecl, i.conv_ecl, i.matched_val, i.conv_val, i.eds_val];
    if (withDisplay) row.push(i.conv_display ?? null, i.eds_display ?? null);
    row.push(String(i.diff));
    out.append(spreadsheetCsvLine(row.map((v) => v ?? "")));
  }
  return { filename: comparisonFileName(date), content: out.build() };
}
