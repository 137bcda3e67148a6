import type { ValueCountsResult } from "./count-values";
import { DUPLICATE_ROWS_LIMIT } from "./find-duplicates";

/**
 * What the JSON answer of POST /api/csv/value-counts lists at most: a file of unique values would otherwise make an
 * answer as large as the upload (the export, a streamed file, has every value). Rows as the duplicates route caps
 * them, and characters of value, since a few very long values can be as large as many short ones.
 */
export const VALUE_COUNT_LIMITS = { rows: DUPLICATE_ROWS_LIMIT, chars: 4 * 1024 * 1024 };

export type ValueCountsAnswer = ValueCountsResult & {
  /** Every distinct value of the column, listed or not. */
  distinctCount: number;
  /** Values left out of `rows` (the least frequent), and a note saying where they are. */
  leftOutCount: number;
  truncated: boolean;
  message?: string;
};

/** The counts, most frequent first, cut to the answer's limits. */
export function valueCountsAnswer(counted: ValueCountsResult, limits = VALUE_COUNT_LIMITS): ValueCountsAnswer {
  const all = counted.rows;
  let kept = 0;
  let chars = 0;
  while (kept < Math.min(all.length, limits.rows)) {
    chars += all[kept].value.length;
    if (chars > limits.chars) break;
    kept++;
  }
  const leftOutCount = all.length - kept;
  return {
    ...counted,
    rows: all.slice(0, kept),
    distinctCount: all.length,
    leftOutCount,
    truncated: leftOutCount > 0,
    ...(leftOutCount > 0
      ? { message: `Showing the ${kept.toLocaleString("en-US")} most frequent of ${all.length.toLocaleString("en-US")} values; ${leftOutCount.toLocaleString("en-US")} left out. Send format=csv for all of them.` }
      : {}),
  };
}
