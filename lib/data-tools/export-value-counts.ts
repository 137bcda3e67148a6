import { CSV_LINE_END, serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import type { ValueCount } from "./count-values";

export const VALUE_COUNTS_FILENAME = "value_counts.csv";

/** The Value / Count table as CSV, every cell quoted, in the order shown. */
export function exportValueCountsCsv(rows: readonly ValueCount[]): { filename: string; content: Blob } {
  const out = new TextBlobBuilder();
  out.append(serializeCsvRow(["Value", "Count"]) + CSV_LINE_END);
  for (const r of rows) out.append(serializeCsvRow([r.value, String(r.count)]) + CSV_LINE_END);
  return { filename: VALUE_COUNTS_FILENAME, content: out.build() };
}
