import type { ByteSource } from "@/lib/csv/byte-source";
import { requireColumn } from "@/lib/csv/column-index";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import { scanCsv } from "@/lib/csv/scan-csv";
import { skipLinesForHeaderRow } from "./header-row";

export type ColumnScanOptions = {
  /** 1-based physical line of the header. */
  headerRow: number;
  column: string;
  encoding?: TextEncodingChoice;
};

export type ColumnTally = {
  headers: string[];
  columnIndex: number;
  /** Trimmed non-blank value → id; ids count up in order of first appearance. */
  ids: Map<string, number>;
  /** Rows per value id. */
  counts: number[];
  nonBlankCount: number;
  /** With `recordRowIds`: the value id of every data row in file order, -1 for a blank value (4 bytes a row). */
  rowIds?: Int32Array;
};

/**
 * One pass over the file counting the trimmed, non-blank values of one column. Memory grows with the number of
 * distinct values, not with the number of rows, which keeps duplicates and value counts bounded on a million rows.
 */
export async function tallyColumn(
  source: ByteSource,
  options: ColumnScanOptions & { onBytes?: (done: number, total: number) => void; recordRowIds?: boolean },
): Promise<ColumnTally> {
  const ids = new Map<string, number>();
  const counts: number[] = [];
  let col = -1;
  let nonBlankCount = 0;
  let rowIds: Int32Array | null = options.recordRowIds ? new Int32Array(1 << 16) : null;
  let row = 0;
  const { headers } = await scanCsv(source, {
    skipLines: skipLinesForHeaderRow(options.headerRow),
    encoding: options.encoding,
    onBytes: options.onBytes,
    onHeader: (h) => {
      col = requireColumn(h, options.column);
    },
    columns: () => [col],
    onRow: (fields) => {
      const value = fields[col].trim();
      let id = -1;
      if (value !== "") {
        nonBlankCount++;
        const known = ids.get(value);
        if (known === undefined) {
          id = counts.length;
          ids.set(detachString(value), id);
          counts.push(1);
        } else {
          id = known;
          counts[id]++;
        }
      }
      if (rowIds) {
        if (row === rowIds.length) rowIds = grow(rowIds);
        rowIds[row] = id;
      }
      row++;
    },
  });
  return { headers, columnIndex: col, ids, counts, nonBlankCount, rowIds: rowIds?.subarray(0, row) };
}

function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
