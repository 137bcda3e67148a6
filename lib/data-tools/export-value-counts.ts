import { FORMULA_CELL, spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";
import type { ValueCount, ValueTable } from "./count-values";

export const VALUE_COUNTS_FILENAME = "value_counts.csv";

const encoder = new TextEncoder();
const PIECE_BYTES = 4 << 20;

/**
 * The Value / Count table as CSV, every cell quoted, formulas neutralised, in the order shown. Written as UTF-8
 * straight into pieces of a few MB: a string per line, half a million of them on the bench file, all alive until
 * the Blob is made, cost more in garbage collection than writing them.
 */
export function exportValueCountsCsv(rows: readonly ValueCount[]): { filename: string; content: Blob } {
  return writeValueCounts(rows.length, { valueAt: (k) => rows[k].value, countAt: (k) => rows[k].count });
}

/**
 * The same file from the counts column-wise (the route's export): no object per value, and a plain value (ASCII, no
 * quote, not like a formula) goes from the table's characters to the file's bytes without becoming a string.
 */
export function exportValueTableCsv(table: ValueTable): { filename: string; content: Blob } {
  const { ids, counts, order } = table;
  return writeValueCounts(order.length, {
    valueAt: (k) => ids.value(order[k]),
    countAt: (k) => counts[order[k]],
    lengthAt: (k) => ids.lengthOf(order[k]),
    writePlain: (k, out, at) => plainCell(out, at, ids.writeAscii(order[k], out, at)),
  });
}

type Rows = {
  valueAt: (k: number) => string;
  countAt: (k: number) => number;
  /** With `writePlain`: the value's length in characters, so room is made before it is written. */
  lengthAt?: (k: number) => number;
  /** The value's bytes at `at` when they need no quoting or formula guard; else -1, and `valueAt` is asked. */
  writePlain?: (k: number, out: Uint8Array, at: number) => number;
};

function writeValueCounts(rowCount: number, rows: Rows): { filename: string; content: Blob } {
  const pieces: BlobPart[] = [spreadsheetCsvLine(["Value", "Count"])];
  let piece = new Uint8Array(PIECE_BYTES);
  let at = 0;
  const room = (chars: number) => {
    if (at + 3 * chars + 32 <= piece.length) return;
    pieces.push(piece.subarray(0, at));
    piece = new Uint8Array(Math.max(PIECE_BYTES, 3 * chars + 32));
    at = 0;
  };
  for (let k = 0; k < rowCount; k++) {
    const count = rows.countAt(k);
    let end = -1;
    if (rows.writePlain && rows.lengthAt) {
      room(rows.lengthAt(k));
      end = rows.writePlain(k, piece, at + 1);
    }
    if (end >= 0) {
      piece[at] = QUOTE;
      at = end;
    } else {
      const v = rows.valueAt(k);
      // Most values need neither escaping nor a formula guard: then the line is "value","count" and CRLF.
      const special = v.includes('"') || FORMULA_CELL.test(v);
      const line = special ? spreadsheetCsvLine([v, String(count)]) : v;
      room(line.length);
      if (!special) piece[at++] = QUOTE;
      // An ASCII value is its own bytes: copied here, without a view of the piece and a call to the encoder for each.
      const ascii = special ? -1 : writeAscii(line, piece, at);
      if (ascii >= 0) at = ascii;
      else at += encoder.encodeInto(line, piece.subarray(at)).written;
      if (special) continue;
    }
    piece[at++] = QUOTE;
    piece[at++] = COMMA;
    piece[at++] = QUOTE;
    at = writeDigits(count, piece, at);
    piece[at++] = QUOTE;
    piece[at++] = 13;
    piece[at++] = 10;
  }
  pieces.push(piece.subarray(0, at));
  return { filename: VALUE_COUNTS_FILENAME, content: new Blob(pieces, { type: "text/csv;charset=utf-8" }) };
}

const QUOTE = 34;

/**
 * The bytes just written at [at, end) as they stand in a quoted cell: -1 (ask for the string) when they were not all
 * printable ASCII (end -1), hold a quote (doubled in a cell) or start like a formula (=, +, -, @: FORMULA_CELL's
 * first characters, left to its full test).
 */
function plainCell(out: Uint8Array, at: number, end: number): number {
  if (end < 0) return -1;
  const first = out[at];
  if (end > at && (first === 0x3d || first === 0x2b || first === 0x2d || first === 0x40)) return -1;
  for (let i = at; i < end; i++) if (out[i] === QUOTE) return -1;
  return end;
}
const COMMA = 44;

/** `text`'s characters as bytes at `at` when all are ASCII (returns the index after them), else -1. */
function writeAscii(text: string, out: Uint8Array, at: number): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return -1;
    out[at + i] = c;
  }
  return at + text.length;
}

/** A count's decimal digits (as String(n) writes them) at `at`; returns the index after them. */
function writeDigits(n: number, out: Uint8Array, at: number): number {
  let digits = 1;
  for (let x = n; x >= 10; x = Math.floor(x / 10)) digits++;
  let x = n;
  for (let k = at + digits - 1; k >= at; k--) {
    out[k] = 48 + (x % 10);
    x = Math.floor(x / 10);
  }
  return at + digits;
}
