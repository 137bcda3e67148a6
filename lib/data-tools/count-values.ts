import type { ByteSource } from "@/lib/csv/byte-source";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { tallyColumn, type ColumnScanOptions } from "./tally-column";

export type ValueCount = { value: string; count: number };

export type ValueCountsResult = {
  headers: string[];
  column: string;
  /** Count descending, ties in order of first appearance. */
  rows: ValueCount[];
  /** Rows with a non-blank value; equals the sum of the counts. */
  nonBlankCount: number;
};

export async function countValues(
  source: ByteSource,
  options: ColumnScanOptions & { onProgress?: ProgressCallback },
): Promise<ValueCountsResult> {
  const tally = await tallyColumn(source, {
    ...options,
    tool: "value counts handle",
    onBytes: progressSlice(options.onProgress, 0, 1),
  });
  const { values } = tally;
  const order = orderByCountThenFirstSeen(tally.counts);
  const rows = new Array<ValueCount>(order.length);
  for (let i = 0; i < order.length; i++) rows[i] = { value: values[order[i]], count: tally.counts[order[i]] };
  return { headers: tally.headers, column: options.column, rows, nonBlankCount: tally.nonBlankCount };
}

/**
 * Ids (which are in first-seen order) sorted by count descending, stable: a counting sort, linear in the number
 * of values, where a comparison sort of a million values takes a noticeable fraction of a second.
 */
export function orderByCountThenFirstSeen(counts: ArrayLike<number>): Int32Array {
  let max = 0;
  for (let id = 0; id < counts.length; id++) if (counts[id] > max) max = counts[id];
  const start = new Int32Array(max + 2);
  for (let id = 0; id < counts.length; id++) start[max - counts[id] + 1]++;
  for (let k = 1; k < start.length; k++) start[k] += start[k - 1];
  const order = new Int32Array(counts.length);
  for (let id = 0; id < counts.length; id++) order[start[max - counts[id]]++] = id;
  return order;
}
