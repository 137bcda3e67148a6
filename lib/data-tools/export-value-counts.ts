import { spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import type { ValueCount } from "./count-values";

export const VALUE_COUNTS_FILENAME = "value_counts.csv";

/** The Value / Count table as CSV, every cell quoted, formulas neutralised, in the order shown. */
export function exportValueCountsCsv(rows: readonly ValueCount[]): { filename: string; content: Blob } {
  const out = new TextBlobBuilder();
  out.append(spreadsheetCsvLine(["Value", "Count"]));
  for (const r of rows) out.append(spreadsheetCsvLine([r.value, String(r.count)]));
  return { filename: VALUE_COUNTS_FILENAME, content: out.build() };
}
