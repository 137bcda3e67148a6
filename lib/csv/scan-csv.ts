// lib/csv's entry: the streaming loop with its header and row rules, which no library has. One reader for every
// tool, in a route and in the browser: record-parser.ts splits (papaparse went: it takes one line break per file,
// so it cannot read a file whose lines end differently, README.md), with a projection or a record filter when the
// caller reads a few columns or a few rows. The reader's bounds (limits.ts) are checked here and in the parser.
import type { ByteSource } from "./byte-source";
import { createChunkDecoder, NotUtf8Error, notUtf8Message, type TextEncodingChoice } from "./decode-text";
import { CsvInputError } from "./errors";
import { MAX_CELL_CHARS, MAX_COLUMNS, cellTooLongMessage, tooManyColumnsMessage } from "./limits";
import { CsvRecordParser, SKIPPED_RECORD, VIEWED_RECORD } from "./record-parser";

export type CsvScanOptions = {
  /** Physical lines dropped before the header line (blank lines count). */
  skipLines?: number;
  encoding?: TextEncodingChoice;
  delimiter?: string;
  /** The message when the file ends before the header line. */
  missingHeaderMessage?: string;
  /** Gets the header record once, before any row; may throw (a missing column, say). */
  onHeader?: (headers: string[], line: number) => void;
  /**
   * The columns `onRow` reads, chosen once the header is known. Other cells of a record may then be left as holes
   * (`undefined`), and the array may be reused for the next record; see `CsvRecordParser.setProjection`.
   */
  columns?: (headers: string[]) => number[];
  /**
   * Gets each data record: blank lines are skipped, short rows are padded with "" to the header's width, and a row
   * with values beyond the header's width is an error (empty extras, from trailing commas, are dropped).
   * `index` counts data rows from 0. Return `false` to stop reading.
   */
  onRow?: (fields: string[], line: number, index: number) => boolean | void;
  /**
   * Asked with a data row's index before its cells are split; `false` skips `onRow` for that row. Only a hint:
   * rows with quotes are parsed (and passed to `onRow`) anyway, so `onRow` must still check.
   */
  wantRow?: (index: number) => boolean;
  /**
   * Rows read as text instead of cells where that is the same thing: a row with no quote, exactly the header's
   * width and fewer characters than any cell or column bound goes to `onText` with the bounds of its cell in
   * `column` (of its whole line without one), and makes no string; every other row still goes to `onRow`. Value
   * counts and duplicates read a million rows this way (lib/csv/README.md).
   */
  textView?: {
    column?: (headers: string[]) => number;
    onText: (text: string, start: number, end: number, index: number) => boolean | void;
  };
  /** Stop as soon as the header is read. */
  headerOnly?: boolean;
  /** Bytes read so far of `total` (the source's size). */
  onBytes?: (done: number, total: number) => void;
};

export type CsvScanResult = {
  headers: string[];
  /** Physical line the header is on (1-based). */
  headerLine: number;
  /** Data records, blank lines not counted. */
  rowCount: number;
  /** Physical lines in the file; only complete when the whole file was read. */
  totalLines: number;
};

export const NOT_ENOUGH_DATA = "Invalid header row. Not enough data.";
export const EMPTY_FILE = "The file is empty.";

/**
 * Streams a CSV source through a record parser: the one loop every tool uses, in a route or in a Web Worker. The
 * header and row rules (skipped lines, blank lines, ragged rows, cell and column bounds, progress) live here.
 */
export async function scanCsv(source: ByteSource, options: CsvScanOptions = {}): Promise<CsvScanResult> {
  const { onHeader, onRow, headerOnly = false, onBytes } = options;
  let headers: string[] | null = null;
  let headerLine = 0;
  let width = 0;
  let rowCount = 0;
  const onText = options.textView?.onText;

  const parser: CsvRecordParser = new CsvRecordParser(
    (fields, line): boolean | void => {
      if (fields === VIEWED_RECORD) {
        const index = rowCount++;
        return (onText as NonNullable<typeof onText>)(parser.viewText, parser.viewStart, parser.viewEnd, index);
      }
      if (fields.length > MAX_COLUMNS) throw new CsvInputError(tooManyColumnsMessage(line), { line });
      if (fields !== SKIPPED_RECORD) checkCells(fields, line);
      if (headers === null) {
        if (fields.length === 1 && fields[0] === "") {
          throw new CsvInputError(`Line ${line} is empty, so it cannot be the header row.`, { line });
        }
        headers = fields;
        headerLine = line;
        width = fields.length;
        onHeader?.(fields, line);
        const wanted = options.columns?.(fields);
        if (wanted) {
          const columns = [...new Set(wanted)].filter((c) => c >= 0).sort((a, b) => a - b);
          parser.setProjection({ columns, width });
        }
        if (options.textView) parser.setTextView({ column: options.textView.column?.(fields) ?? -1, width });
        return !headerOnly;
      }
      if (fields === SKIPPED_RECORD) {
        rowCount++;
        return;
      }
      if (fields.length === 1 && fields[0] === "" && width !== 1) return;
      if (fields.length !== width) fitToWidth(fields, width, line);
      const index = rowCount++;
      return onRow?.(fields, line, index);
    },
    { skipLines: options.skipLines, delimiter: options.delimiter },
  );

  const { wantRow } = options;
  if (wantRow) parser.setRecordFilter(() => headers === null || wantRow(rowCount));

  const decoder = createChunkDecoder(options.encoding);
  // The decoder does not know lines; the parser knows the line its held text starts on.
  const decode = (bytes?: Uint8Array): string => {
    try {
      return bytes ? decoder.decode(bytes) : decoder.end();
    } catch (err) {
      if (!(err instanceof NotUtf8Error)) throw err;
      const line = parser.lineAfter(err.textBefore);
      throw new CsvInputError(notUtf8Message(line), { line });
    }
  };
  const reader = source.stream().getReader();
  let bytes = 0;
  let finished = false;
  try {
    // Blob streams hand out 64 KB chunks; decoding and parsing about 1 MB at a time costs less per byte. The
    // batch starts small so that reading just the header, or 50 preview rows, stops after the first chunk.
    let batchBytes = 0;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = () => {
      const chunk = pending.length === 1 ? pending[0] : concatBytes(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      // Decoded in pieces of at most 32 KB: a longer string (64 KB of text outside Latin-1 takes 128 KB) is a large
      // object of V8's, each one mapped afresh and freed only by a full collection, which then marks every value a
      // tool keeps: a tenth of value counts' time, and windows-1252 decoding took ten times as long in 64 KB pieces.
      for (let at = 0; at < chunk.length; at += DECODE_BYTES) {
        parser.push(decode(chunk.length <= DECODE_BYTES ? chunk : chunk.subarray(at, at + DECODE_BYTES)));
        if (parser.done) break;
      }
      onBytes?.(bytes, source.size);
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      pending.push(value);
      pendingBytes += value.length;
      if (pendingBytes >= batchBytes) {
        flush();
        batchBytes = Math.min(BATCH_BYTES, Math.max(2 * batchBytes, 1 << 16));
      }
      if (parser.done) break;
    }
    if (pendingBytes > 0 && !parser.done) flush();
    if (!parser.done) {
      parser.push(decode());
      parser.finish();
      finished = true;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  onBytes?.(source.size, source.size);

  if (headers === null) {
    if (parser.lines === 0) throw new CsvInputError(EMPTY_FILE, { problem: "empty-file" });
    throw new CsvInputError(options.missingHeaderMessage ?? NOT_ENOUGH_DATA, { problem: "no-header" });
  }
  return { headers, headerLine, rowCount, totalLines: parser.lines };
}

const BATCH_BYTES = 1 << 20;
const DECODE_BYTES = 1 << 15;

function concatBytes(parts: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Projected-away cells are holes (undefined); the parser hands any record long enough to matter over whole. */
function checkCells(fields: string[], line: number): void {
  for (let k = 0; k < fields.length; k++) {
    const cell = fields[k];
    if (cell !== undefined && cell.length > MAX_CELL_CHARS) {
      throw new CsvInputError(cellTooLongMessage(line, k + 1), { line });
    }
  }
}

function fitToWidth(fields: string[], width: number, line: number): void {
  if (fields.length < width) {
    while (fields.length < width) fields.push("");
    return;
  }
  for (let k = width; k < fields.length; k++) {
    if (fields[k] !== "") {
      throw new CsvInputError(
        `Line ${line} has ${fields.length} values, but the header has ${width} columns. ` +
          "Check for an unquoted comma in a value.",
        { line },
      );
    }
  }
  fields.length = width;
}
