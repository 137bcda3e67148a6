import { DEFAULT_COMPARE_COLUMN } from "./part-columns";

// Apart from the header reader (lib/csv): the screen needs these at once, the reader once a file is chosen.

/** Column names present in both files, sorted (clarification 13). */
export function sharedColumns(conv: readonly string[], eds: readonly string[]): string[] {
  const inEds = new Set(eds);
  return [...new Set(conv.filter((c) => inEds.has(c)))].sort();
}

/** OH-TOTAL when both files have it, otherwise the first shared column. */
export function defaultCompareColumn(shared: readonly string[]): string | undefined {
  return shared.includes(DEFAULT_COMPARE_COLUMN) ? DEFAULT_COMPARE_COLUMN : shared[0];
}
