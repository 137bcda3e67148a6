import type { ByteSource } from "@/lib/csv/byte-source";
import { requireColumn } from "@/lib/csv/column-index";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { scanCsv } from "@/lib/csv/scan-csv";
import { skipLinesForHeaderRow } from "./header-row";
import { MAX_DISTINCT_VALUES, MAX_NOTED_ROWS } from "./limits";
import { tooManyRowsMessage, tooManyValuesMessage } from "./messages";
import { RowIdList } from "./row-id-list";
import { ToolLimitError } from "./tool-limit-error";
import { ValueIds, hashText, trimmedEnd, trimmedStart } from "./value-ids";

/** Cells counted together (see `flush`): enough to wait for memory together, few enough to stay in cache. */
const BATCH = 256;

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
  /** The trimmed non-blank values by id; ids count up in order of first appearance (strings only when asked for). */
  ids: ValueIds;
  /** Rows per value id. */
  counts: Int32Array;
  nonBlankCount: number;
  /** With `recordRowIds`: the value id of every data row in file order, -1 for a blank value (4 bytes a row). */
  rowIds?: RowIdList;
};

/**
 * One pass over the file counting the trimmed, non-blank values of one column. Memory grows with the number of
 * distinct values, not with the number of rows, which keeps duplicates and value counts bounded on a million rows.
 * Rows are read as text (scanCsv's textView): a value is hashed and trimmed where it lies in the chunk, and only
 * a value seen for the first time becomes a string.
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
  const ids = new ValueIds();
  let counts = new Int32Array(1024);
  let col = -1;
  let nonBlankCount = 0;
  const rowIds = options.recordRowIds ? new RowIdList() : null;
  const count = (text: string, start: number, end: number, hash: number): void => {
    let id = -1;
    if (start < end) {
      nonBlankCount++;
      id = ids.find(text, start, end, hash);
      if (id < 0) {
        // Checked as the values arrive, so a file past the bound stops here, not after the whole read.
        if (ids.size === maxDistinct) throw new ToolLimitError(tooManyValuesMessage(maxDistinct, options.tool));
        id = ids.add(text, start, end, hash);
        if (id === counts.length) {
          const grown = new Int32Array(id * 2);
          grown.set(counts);
          counts = grown;
        }
      }
      counts[id]++;
    }
    if (rowIds) {
      if (rowIds.length === maxRows) throw new ToolLimitError(tooManyRowsMessage(maxRows, options.tool));
      rowIds.push(id);
    }
  };
  // Cells read as text wait in a batch of one chunk's text: their slots are read together first (`ValueIds.touch`),
  // so the table's memory is waited for once a batch rather than once a row. A row read as cells empties the batch
  // before it is counted, so ids stay in order of first appearance and row ids in file order.
  const batch = {
    text: "",
    n: 0,
    touched: 0,
    starts: new Int32Array(BATCH),
    ends: new Int32Array(BATCH),
    hashes: new Int32Array(BATCH),
  };
  const flush = (): void => {
    const { text, n, starts, ends, hashes } = batch;
    for (let k = 0; k < n; k++) {
      const start = trimmedStart(text, starts[k], ends[k]);
      const end = trimmedEnd(text, start, ends[k]);
      starts[k] = start;
      ends[k] = end;
      hashes[k] = hashText(text, start, end);
    }
    batch.touched = ids.touch(hashes, n);
    batch.n = 0;
    for (let k = 0; k < n; k++) count(text, starts[k], ends[k], hashes[k]);
  };
  const countText = (text: string, start: number, end: number): void => {
    if (batch.n === BATCH || (batch.n > 0 && text !== batch.text)) flush();
    batch.text = text;
    batch.starts[batch.n] = start;
    batch.ends[batch.n] = end;
    batch.n++;
  };
  const countCell = (value: string): void => {
    flush();
    const text = value.trim();
    count(text, 0, text.length, hashText(text, 0, text.length));
  };
  const { headers } = await scanCsv(source, {
    skipLines: skipLinesForHeaderRow(options.headerRow),
    encoding: options.encoding,
    onBytes: options.onBytes,
    onHeader: (h) => {
      col = requireColumn(h, options.column);
    },
    columns: () => [col],
    textView: { column: () => col, onText: countText },
    onRow: (fields) => countCell(fields[col]),
  });
  flush();
  batch.text = "";
  return {
    headers,
    columnIndex: col,
    ids,
    counts: counts.subarray(0, ids.size),
    nonBlankCount,
    rowIds: rowIds ?? undefined,
  };
}
