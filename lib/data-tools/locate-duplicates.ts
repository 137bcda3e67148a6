import type { ByteSource } from "@/lib/csv/byte-source";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { skipLinesForHeaderRow } from "./header-row";
import type { RowIdList } from "./row-id-list";
import { tallyColumn, type ColumnScanOptions } from "./tally-column";

export type DuplicateScanOptions = ColumnScanOptions & { onProgress?: ProgressCallback };

/**
 * What the caller keeps: `place` gets each duplicate row with its output position; positions from `keepBelow` on
 * are not wanted. `keepBelow` is read for every row, so `place` may lower it (never raise it) as it learns more.
 */
export type DuplicatePlacer = {
  place: (fields: string[], position: number) => void;
  /**
   * A row that holds no quote and has exactly the header's cells, as its line: text[start, end), cells split at
   * commas. Without it such a row is split and handed to `place`.
   */
  placeLine?: (text: string, start: number, end: number, position: number) => void;
  keepBelow: number;
};

export type DuplicateLayout = {
  headers: string[];
  /** Rows whose value occurs more than once, first occurrences included. */
  duplicateRowCount: number;
  /** Distinct values that occur more than once. */
  groupCount: number;
};

/**
 * Finds duplicate rows in two passes with memory bounded by the distinct values (plus 4 bytes a row), not by the
 * rows' text:
 * 1. count each trimmed, non-blank value (ids in first-seen order) and note each row's value id;
 * 2. give each repeated value a block of output positions, blocks in first-seen order (a counting sort), then
 *    read the file again and hand each duplicate row with its final position to the `place` function that
 *    `prepare` returned once the counts were known.
 * The caller decides what to keep: the first N rows for a screen, every row as CSV text for an export.
 */
export async function locateDuplicates(
  source: ByteSource,
  options: DuplicateScanOptions,
  prepare: (layout: DuplicateLayout) => DuplicatePlacer,
): Promise<DuplicateLayout> {
  const tally = await tallyColumn(source, {
    ...options,
    recordRowIds: true,
    tool: "the duplicate finder handles",
    onBytes: progressSlice(options.onProgress, 0, 0.5),
  });
  const { counts } = tally;
  const rowIds = tally.rowIds as RowIdList;

  // next[id] = the output position of that value's next row, or -1 for a value seen once.
  const next = new Float64Array(counts.length);
  let duplicateRowCount = 0;
  let groupCount = 0;
  for (let id = 0; id < counts.length; id++) {
    if (counts[id] > 1) {
      next[id] = duplicateRowCount;
      duplicateRowCount += counts[id];
      groupCount++;
    } else next[id] = -1;
  }

  const layout = { headers: tally.headers, duplicateRowCount, groupCount };
  const placer = prepare(layout);
  if (duplicateRowCount > 0) {
    // The second pass sees the same data rows in the same order, so the row index finds each row's value id
    // without trimming or hashing the value again, and rows nobody keeps are never split into cells. Once a
    // group's next position reaches keepBelow, so do all its later rows: skipping them shifts no other group
    // (keepBelow only ever goes down, so that stays true when the placer lowers it).
    const wanted = (row: number) => {
      const id = rowIds.get(row);
      return id >= 0 && next[id] >= 0 && next[id] < placer.keepBelow;
    };
    await scanCsv(source, {
      skipLines: skipLinesForHeaderRow(options.headerRow),
      encoding: options.encoding,
      onBytes: progressSlice(options.onProgress, 0.5, 1),
      wantRow: wanted,
      textView: {
        onText: (text, start, end, row) => {
          if (!wanted(row)) return;
          const position = next[rowIds.get(row)]++;
          if (placer.placeLine) placer.placeLine(text, start, end, position);
          else placer.place(text.slice(start, end).split(","), position);
        },
      },
      onRow: (fields, _line, row) => {
        if (wanted(row)) placer.place(fields, next[rowIds.get(row)]++);
      },
    });
  }
  options.onProgress?.(1);
  return layout;
}
