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

/** A whole small report (a header and its rows) as spreadsheet CSV text. */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(spreadsheetCsvLine).join("");
}
