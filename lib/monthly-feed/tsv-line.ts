const BREAK = /[\t\r\n]/;
const BREAKS = /\r\n|[\t\r\n]/g;

/**
 * One tab-separated output line. Values go out unchanged (no quoting, no date reformatting), except that a tab or
 * line break inside a value becomes a space, since TSV has no way to escape them (clarification 35).
 */
export function tsvLine(cells: readonly string[]): string {
  let line = "";
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] ?? "";
    line += (i > 0 ? "\t" : "") + (BREAK.test(c) ? c.replace(BREAKS, " ") : c);
  }
  return line + "\n";
}
