import type { ByteSource } from "@/lib/csv/byte-source";
import { fileDate, safeFileNamePart } from "@/lib/csv/file-names";
import { CSV_LINE_END, serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import { locateDuplicates, type DuplicateScanOptions } from "./locate-duplicates";

export type DuplicatesExport = { filename: string; content: Blob; rowCount: number };

/** duplicates_{col}_{YYYY-MM-DD}.csv (clarification 18). */
export function duplicatesFileName(column: string, date: Date = new Date()): string {
  return `duplicates_${safeFileNamePart(column)}_${fileDate(date)}.csv`;
}

/**
 * Every duplicate row as CSV (every cell quoted), header first. Each row is serialised as it is placed, so memory
 * holds the output text (one string per duplicate row) rather than parsed cells.
 */
export async function exportDuplicatesCsv(
  source: ByteSource,
  options: DuplicateScanOptions & { date?: Date },
): Promise<DuplicatesExport> {
  let lines: string[] = [];
  const layout = await locateDuplicates(source, options, ({ duplicateRowCount }) => {
    // Sized up front: positions arrive out of order, and writes past the end of [] would make it sparse.
    lines = new Array<string>(duplicateRowCount);
    return (fields, position) => {
      lines[position] = serializeCsvRow(fields) + CSV_LINE_END;
    };
  });
  const out = new TextBlobBuilder();
  out.append(serializeCsvRow(layout.headers) + CSV_LINE_END);
  for (const line of lines) out.append(line);
  return {
    filename: duplicatesFileName(options.column, options.date),
    content: out.build(),
    rowCount: layout.duplicateRowCount,
  };
}
