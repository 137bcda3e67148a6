// Plain reference implementations of the CSV tools over the reference reader's rows, each written from its spec rule
// (CLARIFICATIONS 15-18) in a few lines, with no code of lib/data-tools.
import type { RefRow, RefScan } from "./reference-reader";
import { Refusal } from "./refusal";

/** A column by name: the exact name first (the first of repeats), else a name equal once spaces are trimmed. */
export function refColumn(headers: readonly string[], name: string): number {
  for (let k = 0; k < headers.length; k++) if (headers[k] === name) return k;
  for (let k = 0; k < headers.length; k++) if (headers[k].trim() === name.trim()) return k;
  return -1;
}

function columnOrRefuse(scan: RefScan, name: string): number {
  const k = refColumn(scan.headers, name);
  if (k < 0) throw new Refusal("missing-column");
  return k;
}

/** Value counts (18): trimmed, blanks ignored, count descending then first appearance. */
export function refValueCounts(scan: RefScan, column: string) {
  const k = columnOrRefuse(scan, column);
  const seen: { value: string; count: number }[] = [];
  for (const row of scan.rows) {
    const value = row.fields[k].trim();
    if (value === "") continue;
    const known = seen.find((s) => s.value === value);
    if (known) known.count++;
    else seen.push({ value, count: 1 });
  }
  // Array.prototype.sort is stable, so equal counts keep their first-appearance order.
  const rows = [...seen].sort((a, b) => b.count - a.count);
  return { headers: scan.headers, rows, nonBlankCount: rows.reduce((n, r) => n + r.count, 0) };
}

/** Duplicates (18): every row whose trimmed value occurs more than once, grouped in first-seen order. */
export function refDuplicates(scan: RefScan, column: string, limit: number) {
  const k = columnOrRefuse(scan, column);
  const groups = new Map<string, RefRow[]>();
  for (const row of scan.rows) {
    const value = row.fields[k].trim();
    if (value === "") continue;
    groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  const repeated = [...groups.values()].filter((g) => g.length > 1);
  const all = repeated.flat().map((r) => r.fields);
  return {
    headers: scan.headers,
    duplicateRowCount: all.length,
    groupCount: repeated.length,
    rows: all.slice(0, limit),
    truncated: all.length > limit,
  };
}

/** The PDW preview (15): physical lines, parsed data rows, pages of `perPage`; a page past the end shows the last. */
export function refPreview(scan: RefScan, skiprows: number, page: number, perPage: number) {
  const n = scan.rows.length;
  const totalPages = Math.max(1, Math.ceil(n / perPage));
  const shown = Math.min(page, totalPages);
  const rows = scan.rows.slice((shown - 1) * perPage, shown * perPage).map((r) => r.fields);
  return {
    total_lines: scan.totalLines,
    data_rows_count: n,
    showing_rows: rows.length,
    current_page: shown,
    total_pages: totalPages,
    skiprows_used: skiprows,
    headers: scan.headers,
    sample_rows: rows,
  };
}

export type RefPdwOptions = {
  removeCommas: boolean;
  removeDollars: boolean;
  upperColumn: string | undefined;
  upcColumn: string | undefined;
  replacements: { column: string; search: string; replace: string }[];
};

/** UPC-11 (16): the digits only; 12 drop the last; fewer than 11 padded with zeros; more than 12 keep 11. */
export function refUpc11(value: string): string {
  let digits = "";
  for (const ch of value) if (ch >= "0" && ch <= "9") digits += ch;
  if (digits === "") return "";
  if (digits.length === 12) return digits.slice(0, 11);
  if (digits.length > 12) return digits.slice(0, 11);
  return "0".repeat(11 - digits.length) + digits;
}

/** The PDW operations (16) on one row, in their fixed order; returns the row and how many options were active. */
export function refPdwRow(
  headers: readonly string[],
  fields: readonly string[],
  o: RefPdwOptions,
): { row: string[]; active: number } {
  let row = [...fields];
  let active = 0;
  const all = (f: (c: string) => string) => (row = row.map(f));
  // A blank column name is the form's empty picker (zod makes it undefined); a replacement's column is unset at "".
  const one = (
    name: string | undefined,
    f: (c: string) => string,
    unset = name === undefined || name.trim() === "",
  ) => {
    const k = unset ? -1 : refColumn(headers, name as string);
    if (k >= 0) row[k] = f(row[k]);
    return k >= 0 ? 1 : 0;
  };
  if (o.removeCommas) {
    all((c) => c.split(",").join(""));
    active++;
  }
  if (o.removeDollars) {
    all((c) => c.split("$").join(""));
    active++;
  }
  active += one(o.upperColumn, (c) => c.toUpperCase());
  active += one(o.upcColumn, refUpc11);
  for (const r of o.replacements)
    if (r.search !== "" && r.column !== "") active += one(r.column, (c) => c.split(r.search).join(r.replace), false);
  return { row, active };
}

/** A row written for another system: a cell quoted only when it holds a comma, a quote or a line break. */
export function refMinimalLine(cells: readonly string[]): string {
  return cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.split('"').join('""')}"` : c)).join(",") + "\n";
}

/** download-processed (17): header kept as is, every data row processed; process-preview: the first 50 rows. */
export function refPdwProcess(scan: RefScan, o: RefPdwOptions) {
  const rows = scan.rows.map((r) => refPdwRow(scan.headers, r.fields, o));
  const active = refPdwRow(scan.headers, scan.headers, o).active;
  return {
    text: refMinimalLine(scan.headers) + rows.map((r) => refMinimalLine(r.row)).join(""),
    rows: scan.rows.length,
    summaryLines: Math.max(1, active),
    preview: rows.slice(0, 50).map((r) => r.row),
  };
}

/** The comma remover: every comma removed from every cell, header included; rows written with minimal quoting. */
export function refRemoveCommas(scan: RefScan) {
  const strip = (cells: readonly string[]) => refMinimalLine(cells.map((c) => c.split(",").join("")));
  return { text: strip(scan.headers) + scan.rows.map((r) => strip(r.fields)).join(""), rows: scan.rows.length };
}
