// One of our scans against the reference's answer. A difference is named by a signature (which run, what differs)
// so that the runner can look for other kinds once one is found, and carries both answers for the report.
import { isDeepStrictEqual } from "node:util";
import type { Accepted, Refused } from "./our-scan";
import type { RefScan } from "./reference-reader";
import { DECODE_KINDS, type Refusal } from "./refusal";

export type Difference = { signature: string; ours: unknown; reference: unknown };

export type ScanView = {
  /** Only these columns of each row are compared (a projection leaves the others as holes). */
  columns?: readonly number[];
  /** Only rows whose index this accepts must arrive; others may (a hint), and must then be right. */
  wanted?: (index: number) => boolean;
};

function refusalView(r: Refusal) {
  return { refused: r.kind, lines: r.from === undefined ? "any" : r.from === r.to ? r.from : `${r.from}-${r.to}` };
}

function ourRefusalView(r: Refused) {
  return { refused: r.message, line: r.line ?? "none", status: r.status };
}

/** Compares refusals: ours must be a 4xx answer, and name a line the reference allows (decoding problems aside). */
export function compareRefusal(
  run: string,
  ours: Accepted | Refused,
  ref: Refusal,
  view: ScanView = {},
): Difference | null {
  if (ours.ok && view.wanted && turnedDown(ours, ref, view.wanted)) return null;
  // The same: the turned-down row went unchecked, and a later row's problem stopped the scan.
  if (
    !ours.ok &&
    view.wanted &&
    ROW_KINDS.has(ref.kind) &&
    ref.from !== undefined &&
    ours.line !== undefined &&
    ours.line > ref.from
  )
    return null;
  if (ours.ok)
    return {
      signature: `${run}: accepted a file the reference refuses (${ref.kind})`,
      ours: "accepted",
      reference: refusalView(ref),
    };
  if (ours.status === undefined || ours.status >= 500) {
    return {
      signature: `${run}: crashed instead of refusing (${ref.kind})`,
      ours: ourRefusalView(ours),
      reference: refusalView(ref),
    };
  }
  if (DECODE_KINDS.has(ref.kind) || ref.from === undefined) return null;
  const to = ref.to ?? ref.from;
  if (ours.line === undefined || ours.line < ref.from || ours.line > to) {
    return {
      signature: `${run}: refused on another line (${ref.kind})`,
      ours: ourRefusalView(ours),
      reference: refusalView(ref),
    };
  }
  return null;
}

/** Row checks a record filter skips: the filter serves a second pass, after a full read has checked every row. */
const ROW_KINDS: ReadonlySet<string> = new Set(["too-many-values", "cell-too-long", "too-many-columns"]);

/**
 * A filtered scan may accept a file whose refused row the filter turned down (its cells were never split), as
 * long as every wanted row arrived and none of the arrived rows sits on the refused lines.
 */
function turnedDown(ours: Accepted, ref: Refusal, wanted: (index: number) => boolean): boolean {
  if (!ROW_KINDS.has(ref.kind) || ref.from === undefined) return false;
  const to = ref.to ?? ref.from;
  if (ours.rows.some((r) => r.line >= ref.from! && r.line <= to)) return false;
  const arrived = new Set(ours.rows.map((r) => r.index));
  for (let k = 0; k < ours.rowCount; k++) if (wanted(k) && !arrived.has(k)) return false;
  return true;
}

function projected(fields: readonly string[], columns?: readonly number[]): unknown[] {
  return columns ? columns.filter((c) => c >= 0 && c < fields.length).map((c) => fields[c]) : [...fields];
}

export function compareScan(
  run: string,
  ours: Accepted | Refused,
  ref: RefScan | Refusal,
  view: ScanView = {},
): Difference | null {
  if (!("headers" in ref)) return compareRefusal(run, ours, ref, view);
  if (!ours.ok) {
    const signature =
      ours.status === undefined || ours.status >= 500
        ? `${run}: crashed on a file the reference reads`
        : `${run}: refused a file the reference reads`;
    return { signature, ours: ourRefusalView(ours), reference: { headers: ref.headers, rows: ref.rows.length } };
  }
  if (!isDeepStrictEqual(ours.headers, ref.headers))
    return { signature: `${run}: headers differ`, ours: ours.headers, reference: ref.headers };
  if (ours.headerLine !== ref.headerLine)
    return { signature: `${run}: header line differs`, ours: ours.headerLine, reference: ref.headerLine };
  if (ours.rowCount !== ref.rows.length) {
    return {
      signature: `${run}: row count differs`,
      ours: { rowCount: ours.rowCount, rows: ours.rows.slice(0, 5) },
      reference: { rowCount: ref.rows.length, rows: ref.rows.slice(0, 5) },
    };
  }
  let k = 0;
  for (const row of ours.rows) {
    const expected = ref.rows[row.index];
    if (row.index < k || expected === undefined)
      return { signature: `${run}: rows out of order`, ours: row, reference: expected };
    // Every wanted row between the last one seen and this one must have arrived.
    for (; k < row.index; k++) {
      if (!view.wanted || view.wanted(k))
        return { signature: `${run}: a row is missing`, ours: { index: k, next: row }, reference: ref.rows[k] };
    }
    k = row.index + 1;
    const same =
      row.line === expected.line &&
      isDeepStrictEqual(projected(row.fields, view.columns), projected(expected.fields, view.columns));
    if (!same)
      return {
        signature: `${run}: a row differs`,
        ours: { ...row, fields: projected(row.fields, view.columns) },
        reference: { ...expected, index: row.index, fields: projected(expected.fields, view.columns) },
      };
  }
  for (; k < ref.rows.length; k++) {
    if (!view.wanted || view.wanted(k))
      return { signature: `${run}: a row is missing`, ours: { index: k }, reference: ref.rows[k] };
  }
  if (ours.totalLines !== ref.totalLines)
    return { signature: `${run}: total lines differ`, ours: ours.totalLines, reference: ref.totalLines };
  return null;
}
