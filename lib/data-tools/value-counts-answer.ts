import { jsonChars, rowBudget } from "./answer-size";
import type { ValueCountsResult } from "./count-values";
import { DUPLICATE_ROWS_LIMIT } from "./find-duplicates";
import { MAX_ANSWER_CHARS } from "./limits";

/**
 * What the JSON answer of POST /api/csv/value-counts lists at most: a file of unique values would otherwise make an
 * answer as large as the upload (the export, a streamed file, has every value). Rows as the duplicates route caps
 * them, and characters of JSON (MAX_ANSWER_CHARS), since a few very long values can be as large as many short ones.
 */
export const VALUE_COUNT_LIMITS = { rows: DUPLICATE_ROWS_LIMIT, chars: MAX_ANSWER_CHARS };

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
  const budget = rowBudget(limits.chars, counted.headers, counted.column);
  while (kept < Math.min(all.length, limits.rows)) {
    chars += jsonChars(all[kept]);
    if (chars > budget) break;
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
      ? {
          message: `Showing the ${kept.toLocaleString("en-US")} most frequent of ${all.length.toLocaleString("en-US")} values; ${leftOutCount.toLocaleString("en-US")} left out. Send format=csv for all of them.`,
        }
      : {}),
  };
}
