import type { ByteSource } from "@/lib/csv/byte-source";
import { requireColumn } from "@/lib/csv/column-index";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import { scanCsv } from "@/lib/csv/scan-csv";
import { skipLinesForHeaderRow } from "./header-row";
import { MAX_DISTINCT_VALUES, MAX_NOTED_ROWS } from "./limits";
import { tooManyRowsMessage, tooManyValuesMessage } from "./messages";
import { RowIdList } from "./row-id-list";
import { ToolLimitError } from "./tool-limit-error";

export type ColumnScanOptions = {
  /** 1-based physical line of the header. */
  headerRow: number;
  column: string;
  encoding?: TextEncodingChoice;
  /** Different values kept before the job stops with a 422; MAX_DISTINCT_VALUES unless a test sets a small one. */
  maxDistinct?: number;
  /** Data rows noted with `recordRowIds`; MAX_NOTED_ROWS unless a test sets a small one. */
  maxRows?: number;
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
  rowIds?: RowIdList;
};

/**
 * One pass over the file counting the trimmed, non-blank values of one column. Memory grows with the number of
 * distinct values, not with the number of rows, which keeps duplicates and value counts bounded on a million rows.
 */
export async function tallyColumn(
  source: ByteSource,
  options: ColumnScanOptions & {
    onBytes?: (done: number, total: number) => void;
    recordRowIds?: boolean;
    /** Who stops past a bound, for its message: "value counts handle". */
    tool: string;
  },
): Promise<ColumnTally> {
  const maxDistinct = options.maxDistinct ?? MAX_DISTINCT_VALUES;
  const maxRows = options.maxRows ?? MAX_NOTED_ROWS;
  const ids = new Map<string, number>();
  const counts: number[] = [];
  let col = -1;
  let nonBlankCount = 0;
  const rowIds = options.recordRowIds ? new RowIdList() : null;
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
          // Checked as the values arrive, so a file past the bound stops here, not after the whole read.
          if (id === maxDistinct) throw new ToolLimitError(tooManyValuesMessage(maxDistinct, options.tool));
          ids.set(detachString(value), id);
          counts.push(1);
        } else {
          id = known;
          counts[id]++;
        }
      }
      if (rowIds) {
        if (rowIds.length === maxRows) throw new ToolLimitError(tooManyRowsMessage(maxRows, options.tool));
        rowIds.push(id);
      }
    },
  });
  return { headers, columnIndex: col, ids, counts, nonBlankCount, rowIds: rowIds ?? undefined };
}
