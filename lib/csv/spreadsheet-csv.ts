import { CSV_LINE_END, serializeCsvRow } from "./serialize-csv";

/**
 * CLARIFICATIONS 48: a cell that starts with `=`, `+`, `-`, `@`, tab or CR is one a spreadsheet would run as a
 * formula (or DDE command), unless the whole cell is a plain number (`-12.5`, `+3`). One pattern, so the exports we
 * write and the one papaparse writes (the logs, through its `escapeFormulae` option) apply the same rule.
 */
export const FORMULA_CELL = /^(?![+-]?(?:\d+(?:\.\d*)?|\.\d+)$)[=+\-@\t\r]/;

/** The cell with `'` in front when a spreadsheet would read it as a formula; any other cell unchanged. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_CELL.test(cell) ? `'${cell}` : cell;
}

/**
 * One line of a CSV report meant for a spreadsheet: formula cells neutralised, every cell quoted (spec 2: "every
 * cell quoted", so 00123 stays text), CRLF ended. Files another system reads byte for byte (PDW output, monthly
 * feed, comma remover) never go through this.
 */
export function spreadsheetCsvLine(cells: readonly string[]): string {
  const safe = new Array<string>(cells.length);
  for (let i = 0; i < cells.length; i++) safe[i] = neutraliseFormula(cells[i] ?? "");
  return serializeCsvRow(safe, "all") + CSV_LINE_END;
}

/**
 * `spreadsheetCsvLine` of a line that holds no quote (its cells split at `delimCode`), written as UTF-8 straight from
 * the line's text into `out` at `at`, with no string per cell: the duplicates export writes a million lines so.
 * Returns the bytes written, or -1 where the general path must write the line: a cell starting as a formula would
 * (it may need its `'`), or a character outside ASCII. `out` needs room for 3 × (end − start) + 4 bytes.
 */
export function writeSpreadsheetLine(
  text: string,
  start: number,
  end: number,
  delimCode: number,
  out: Uint8Array,
  at: number,
): number {
  let o = at;
  out[o++] = QUOTE;
  let cellStart = true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return -1;
    if (c === delimCode) {
      out[o++] = QUOTE;
      out[o++] = COMMA;
      out[o++] = QUOTE;
      cellStart = true;
      continue;
    }
    if (cellStart) {
      if (FORMULA_START[c] === 1) return -1;
      cellStart = false;
    }
    out[o++] = c;
  }
  out[o++] = QUOTE;
  out[o++] = 13;
  out[o++] = 10;
  return o - at;
}

const QUOTE = 34;
const COMMA = 44;
/** The first characters FORMULA_CELL looks at: = + - @ tab CR. */
const FORMULA_START = new Uint8Array(128);
for (const c of "=+-@\t\r") FORMULA_START[c.charCodeAt(0)] = 1;

/** A whole small report (a header and its rows) as spreadsheet CSV text. */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(spreadsheetCsvLine).join("");
}
