// The reference reader: a character-by-character state machine written straight from /work/notes/csv-semantics.md
// ("Text to records", the bounds, and scanCsv's header and row rules). Slow and plain on purpose: the whole text is
// in memory, one character is looked at a time, and every rule is one `if`.
import { referenceDecode, type EncodingChoice } from "./reference-decode";
import { Refusal } from "./refusal";

export const LIMITS = { lineChars: 1_048_576, cellChars: 32_767, columns: 16_384 };

/** `strayQuote`: an unquoted value holds a quote (text to us; DuckDB reads it otherwise, see reader-target.ts). */
export type RefRecord = { fields: string[]; line: number; endLine: number; strayQuote: boolean };
export type RefRow = { fields: string[]; line: number };
export type RefScan = { headers: string[]; headerLine: number; rows: RefRow[]; totalLines: number };

/** Characters of the line break at `k` (2 for CRLF, 1 for LF or a lone CR), 0 when there is none. */
function breakAt(text: string, k: number): number {
  if (text[k] === "\n") return 1;
  if (text[k] === "\r") return text[k + 1] === "\n" ? 2 : 1;
  return 0;
}

/** Physical lines: each break ends one; a last line without a break still counts. */
export function physicalLines(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i += Math.max(1, breakAt(text, i))) if (breakAt(text, i)) lines++;
  return lines + (text.length > 0 && breakAt(text, text.length - 1) === 0 ? 1 : 0);
}

/** Hands each record to `onRecord` after `skipLines` physical lines dropped unparsed; throws a Refusal. */
export function referenceRecords(text: string, skipLines: number, onRecord: (r: RefRecord) => void): void {
  const n = text.length;
  let i = 0;
  let line = 1;
  for (let s = 0; s < skipLines && i < n; s++) {
    const from = i;
    while (i < n && breakAt(text, i) === 0) i++;
    // A skipped line is dropped unparsed but still held until its end, so it has the same bound.
    if (i - from > LIMITS.lineChars) throw new Refusal("line-too-long", line);
    i += breakAt(text, i);
    line++;
  }
  while (i < n) {
    const start = i;
    const first = line;
    const fields: string[] = [];
    let strayQuote = false;
    // A cell or column bound is checked on the whole record, as scanCsv does: the record's syntax and length first.
    let pending: Refusal | null = null;
    for (;;) {
      let value = "";
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= n) throw new Refusal("never-closed", first);
          if (text[i] === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          const br = breakAt(text, i);
          if (br > 0) line++;
          value += text.slice(i, i + Math.max(1, br));
          i += Math.max(1, br);
        }
        if (i < n && text[i] !== "," && breakAt(text, i) === 0) throw new Refusal("after-quote", first, line);
      } else {
        const from = i;
        while (i < n && text[i] !== "," && breakAt(text, i) === 0) i++;
        value = text.slice(from, i);
        if (value.includes('"')) strayQuote = true;
      }
      if (value.length > LIMITS.cellChars) pending ??= new Refusal("cell-too-long", first, line);
      fields.push(value);
      if (fields.length > LIMITS.columns) pending ??= new Refusal("too-many-columns", first, line);
      if (i < n && text[i] === ",") {
        i++;
        continue;
      }
      break;
    }
    if (i - start > LIMITS.lineChars) throw new Refusal("line-too-long", first, line);
    if (pending) throw pending;
    i += breakAt(text, i);
    onRecord({ fields, line: first, endLine: line, strayQuote });
    line++;
  }
}

/** scanCsv's contract over the reference records: the header, then data rows fitted to its width. */
export function referenceScan(
  bytes: Uint8Array,
  options: { skipLines?: number; encoding?: EncodingChoice } = {},
): RefScan {
  const text = referenceDecode(bytes, options.encoding);
  if (text === "") throw new Refusal("empty-file");
  let headers: string[] | null = null;
  let headerLine = 0;
  const rows: RefRow[] = [];
  referenceRecords(text, options.skipLines ?? 0, (r) => {
    const blank = r.fields.length === 1 && r.fields[0] === "";
    if (headers === null) {
      if (blank) throw new Refusal("empty-header", r.line);
      headers = r.fields;
      headerLine = r.line;
      return;
    }
    const width = headers.length;
    if (blank && width !== 1) return;
    let fields = r.fields;
    if (fields.length < width) fields = [...fields, ...new Array<string>(width - fields.length).fill("")];
    if (fields.length > width) {
      if (fields.slice(width).some((f) => f !== "")) throw new Refusal("too-many-values", r.line);
      fields = fields.slice(0, width);
    }
    rows.push({ fields, line: r.line });
  });
  if (headers === null) throw new Refusal("no-header");
  return { headers, headerLine, rows, totalLines: physicalLines(text) };
}
