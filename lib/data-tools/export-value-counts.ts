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
  return writeValueCounts(
    rows.length,
    (k) => rows[k].value,
    (k) => rows[k].count,
  );
}

/** The same file from the counts column-wise (the route's export: no object per value). */
export function exportValueTableCsv(table: ValueTable): { filename: string; content: Blob } {
  const { values, counts, order } = table;
  return writeValueCounts(
    order.length,
    (k) => values[order[k]],
    (k) => counts[order[k]],
  );
}

function writeValueCounts(
  rowCount: number,
  valueAt: (k: number) => string,
  countAt: (k: number) => number,
): { filename: string; content: Blob } {
  const pieces: BlobPart[] = [spreadsheetCsvLine(["Value", "Count"])];
  let piece = new Uint8Array(PIECE_BYTES);
  let at = 0;
  for (let k = 0; k < rowCount; k++) {
    const v = valueAt(k);
    const count = countAt(k);
    // Most values need neither escaping nor a formula guard: then the line is "value","count" and CRLF.
    const special = v.includes('"') || FORMULA_CELL.test(v);
    const line = special ? spreadsheetCsvLine([v, String(count)]) : v;
    if (at + 3 * line.length + 32 > piece.length) {
      pieces.push(piece.subarray(0, at));
      piece = new Uint8Array(Math.max(PIECE_BYTES, 3 * line.length + 32));
      at = 0;
    }
    if (!special) piece[at++] = QUOTE;
    // An ASCII value is its own bytes: copied here, without a view of the piece and a call to the encoder for each.
    const ascii = special ? -1 : writeAscii(line, piece, at);
    if (ascii >= 0) at = ascii;
    else at += encoder.encodeInto(line, piece.subarray(at)).written;
    if (special) continue;
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
