import type { ByteSource } from "@/lib/csv/byte-source";
import { findColumn } from "@/lib/csv/column-index";
import { detachString } from "@/lib/csv/detach-string";
import { CsvInputError } from "@/lib/csv/errors";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { comparisonSummary, differencesWarning } from "./comparison-summary";
import { inventoryDifference } from "./difference";
import { noHeaderMessage, type InventoryFileLabel } from "./inventory-headers";
import { sharedColumns } from "./shared-columns";
import { ECL_PN, INVENTORY_SKIP_LINES, MAX_DIFFERENCES, type PartColumn } from "./part-columns";

export type CompareInventoryOptions = {
  partColumn: PartColumn;
  valueColumn: string;
  displayColumn?: string;
  onProgress?: ProgressCallback;
};

/** One joined row. Blank cells are null (never NaN); the display pair is present only when it is asked for. */
export type ComparedItem = {
  id: number;
  eds_ecl: string | null;
  conv_ecl: string | null;
  /** The CONV part-number value the row joined on. */
  matched_val: string | null;
  conv_val: string | null;
  eds_val: string | null;
  conv_display?: string | null;
  eds_display?: string | null;
  diff: number;
};

export type InventoryComparison = {
  matched_row_count: number;
  unmatched_count: number;
  /** The first 1000 differing rows; see `differences_truncated` and `warning`. */
  differences: ComparedItem[];
  differences_truncated: boolean;
  warning: string | null;
  all_items: ComparedItem[];
  shared_columns: string[];
  summary: string;
};

type Wanted = { label: string; name: string };

function resolve(headers: string[], file: InventoryFileLabel, wanted: Wanted[]): number[] {
  return wanted.map(({ label, name }) => {
    const index = findColumn(headers, name);
    if (index < 0) throw new CsvInputError(`${label} '${name}' not found in ${file} file.`, { problem: "missing-column" });
    return index;
  });
}

/**
 * A problem in either file names the file. A missing column (`resolve`) or header row (`noHeaderMessage`) was
 * written naming it already ("… not found in CONV file.").
 */
async function labelErrors<T>(file: InventoryFileLabel, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof CsvInputError && err.problem !== "missing-column" && err.problem !== "no-header") {
      throw new CsvInputError(`${file} file: ${err.message}`, { line: err.line, problem: err.problem });
    }
    throw err;
  }
}

// Kept cells are detached from the decoded chunk they were cut from (only long ones need a copy), or a long
// description column would pin every chunk of both files in memory.
const cell = (value: string | undefined): string | null => (value ? detachString(value) : null);

/**
 * The inventory balance comparison (clarifications 10–14): both files windows-1252, column names on line 9, every
 * cell text. Inner join of EDS ECL_PN = CONV[part column] on trimmed keys (a blank key joins nothing); rows come
 * in EDS order, and a key that repeats on both sides yields every pair, as a SQL or pandas inner join does. Only
 * the needed columns of CONV are kept in memory; EDS is streamed past them.
 */
export async function compareInventory(
  conv: ByteSource,
  eds: ByteSource,
  options: CompareInventoryOptions,
): Promise<InventoryComparison> {
  const { partColumn, valueColumn } = options;
  const display = options.displayColumn && options.displayColumn !== valueColumn ? options.displayColumn : undefined;
  const split = conv.size + eds.size > 0 ? conv.size / (conv.size + eds.size) : 0.5;
  const read = { skipLines: INVENTORY_SKIP_LINES, encoding: "windows-1252" as const };

  const convWanted: Wanted[] = [
    { label: "Column", name: ECL_PN },
    { label: "Part column", name: partColumn },
    { label: "Compare column", name: valueColumn },
    ...(display ? [{ label: "Display column", name: display }] : []),
  ];
  let convCols: number[] = [];
  // Column-wise storage, one array per kept CONV column: far fewer objects than an array per row.
  const convEcl: (string | null)[] = [];
  const convPart: (string | null)[] = [];
  const convVal: string[] = [];
  const convDisplay: (string | null)[] = [];
  const byKey = new Map<string, number | number[]>();
  const convScan = await labelErrors("CONV", scanCsv(conv, {
    ...read,
    missingHeaderMessage: noHeaderMessage("CONV"),
    onBytes: progressSlice(options.onProgress, 0, split),
    onHeader: (h) => {
      convCols = resolve(h, "CONV", convWanted);
    },
    columns: () => convCols,
    onRow: (f) => {
      const key = f[convCols[1]].trim();
      if (key === "") return;
      const index = convEcl.length;
      convEcl.push(cell(f[convCols[0]]));
      convPart.push(cell(f[convCols[1]]));
      convVal.push(detachString(f[convCols[2]]));
      if (display) convDisplay.push(cell(f[convCols[3]]));
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, index);
      else if (typeof seen === "number") byKey.set(key, [seen, index]);
      else seen.push(index);
    },
  }));

  const edsWanted: Wanted[] = [
    { label: "Column", name: ECL_PN },
    { label: "Compare column", name: valueColumn },
    ...(display ? [{ label: "Display column", name: display }] : []),
  ];
  let edsCols: number[] = [];
  const items: ComparedItem[] = [];
  const differences: ComparedItem[] = [];
  let unmatched = 0;
  const join = (f: string[], index: number) => {
    const edsVal = f[edsCols[1]];
    const item: ComparedItem = {
      id: items.length,
      eds_ecl: cell(f[edsCols[0]]),
      conv_ecl: convEcl[index],
      matched_val: convPart[index],
      conv_val: cell(convVal[index]),
      eds_val: cell(edsVal),
      diff: inventoryDifference(convVal[index], edsVal),
    };
    if (display) {
      item.conv_display = convDisplay[index];
      item.eds_display = cell(f[edsCols[2]]);
    }
    items.push(item);
    if (item.diff !== 0) {
      unmatched++;
      if (differences.length < MAX_DIFFERENCES) differences.push(item);
    }
  };
  const edsScan = await labelErrors("EDS", scanCsv(eds, {
    ...read,
    missingHeaderMessage: noHeaderMessage("EDS"),
    onBytes: progressSlice(options.onProgress, split, 1),
    onHeader: (h) => {
      edsCols = resolve(h, "EDS", edsWanted);
    },
    columns: () => edsCols,
    onRow: (f) => {
      const key = f[edsCols[0]].trim();
      if (key === "") return;
      const hit = byKey.get(key);
      if (hit === undefined) return;
      if (typeof hit === "number") join(f, hit);
      else for (const index of hit) join(f, index);
    },
  }));

  options.onProgress?.(1);
  return {
    matched_row_count: items.length,
    unmatched_count: unmatched,
    differences,
    differences_truncated: unmatched > differences.length,
    warning: unmatched > MAX_DIFFERENCES ? differencesWarning(unmatched) : null,
    all_items: items,
    shared_columns: sharedColumns(convScan.headers, edsScan.headers),
    summary: comparisonSummary(items.length, unmatched),
  };
}
