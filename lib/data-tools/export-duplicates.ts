import type { ByteSource } from "@/lib/csv/byte-source";
import { fileDate, safeFileNamePart } from "@/lib/csv/file-names";
import { PlacedTextBuffer } from "@/lib/csv/placed-text-buffer";
import { spreadsheetCsvLine, writeSpreadsheetLine } from "@/lib/csv/spreadsheet-csv";
import { locateDuplicates, type DuplicateScanOptions } from "./locate-duplicates";

export type DuplicatesExport = { filename: string; content: Blob; rowCount: number };

const COMMA = 44;

/** duplicates_{col}_{YYYY-MM-DD}.csv (clarification 18). */
export function duplicatesFileName(column: string, date: Date = new Date()): string {
  return `duplicates_${safeFileNamePart(column)}_${fileDate(date)}.csv`;
}

/**
 * Every duplicate row as CSV (every cell quoted, formulas neutralised), header first. Each row is serialised as it is placed and kept as
 * UTF-8 bytes at its final position, so memory holds about the output's size and the collector has no row
 * strings to trace.
 */
export async function exportDuplicatesCsv(
  source: ByteSource,
  options: DuplicateScanOptions & { date?: Date },
): Promise<DuplicatesExport> {
  let lines = new PlacedTextBuffer(0);
  const layout = await locateDuplicates(source, options, ({ duplicateRowCount }) => {
    lines = new PlacedTextBuffer(duplicateRowCount);
    return {
      keepBelow: duplicateRowCount,
      place: (fields, position) => lines.place(position, spreadsheetCsvLine(fields)),
      placeLine: (text, start, end, position) => {
        lines.reserve(3 * (end - start) + 4);
        const written = writeSpreadsheetLine(text, start, end, COMMA, lines.block, lines.at);
        if (written >= 0) lines.commit(position, written);
        else lines.place(position, spreadsheetCsvLine(text.slice(start, end).split(",")));
      },
    };
  });
  return {
    filename: duplicatesFileName(options.column, options.date),
    content: lines.toBlob(spreadsheetCsvLine(layout.headers), "text/csv;charset=utf-8"),
    rowCount: layout.duplicateRowCount,
  };
}
