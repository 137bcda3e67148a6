import type { ByteSource } from "@/lib/csv/byte-source";
import { detachString } from "@/lib/csv/detach-string";
import { jsonChars, rowBudget } from "./answer-size";
import { MAX_ANSWER_CHARS } from "./limits";
import { locateDuplicates, type DuplicatePlacer, type DuplicateScanOptions } from "./locate-duplicates";

export type DuplicatesResult = {
  headers: string[];
  column: string;
  /** Rows whose value occurs more than once, first occurrences included ("N duplicate row(s) found"). */
  duplicateRowCount: number;
  groupCount: number;
  /**
   * The duplicate rows grouped by value, groups in first-seen order: the first `limit` of them, fewer when they
   * would take the answer past MAX_ANSWER_CHARS of JSON.
   */
  rows: string[][];
  truncated: boolean;
};

/** Default cap on rows returned for display; the count is always complete, and the export has every row. */
export const DUPLICATE_ROWS_LIMIT = 10_000;

export async function findDuplicates(
  source: ByteSource,
  options: DuplicateScanOptions & { limit?: number; maxChars?: number },
): Promise<DuplicatesResult> {
  const limit = options.limit ?? DUPLICATE_ROWS_LIMIT;
  let rows: (string[] | undefined)[] = [];
  const layout = await locateDuplicates(source, options, ({ duplicateRowCount, headers }) => {
    rows = new Array<string[]>(Math.min(limit, duplicateRowCount));
    return keepWithinBudget(rows, rowBudget(options.maxChars ?? MAX_ANSWER_CHARS, headers, options.column));
  });
  return {
    headers: layout.headers,
    column: options.column,
    duplicateRowCount: layout.duplicateRowCount,
    groupCount: layout.groupCount,
    rows: rows as string[][],
    truncated: layout.duplicateRowCount > rows.length,
  };
}

/**
 * Places rows at their positions while the longest complete prefix can still fit `budget` characters. Rows arrive
 * out of order (groups interleave in the file), so when the rows held pass the budget, the highest-placed one
 * cannot be in the answer (everything below it would be at least as large): it goes, and so does every position
 * from it on. Memory stays within the budget plus one row, and `rows` ends as exactly the prefix kept.
 */
function keepWithinBudget(rows: (string[] | undefined)[], budget: number): DuplicatePlacer {
  const sizes = new Float64Array(rows.length);
  let held = 0;
  const placer: DuplicatePlacer = {
    keepBelow: rows.length,
    place: (fields, position) => {
      const row = fields.map(detachString);
      rows[position] = row;
      sizes[position] = jsonChars(row);
      held += sizes[position];
      while (held > budget && placer.keepBelow > 0) {
        let last = placer.keepBelow - 1;
        while (last >= 0 && rows[last] === undefined) last--;
        placer.keepBelow = Math.max(last, 0);
        if (last < 0) break;
        held -= sizes[last];
        rows[last] = undefined;
      }
      rows.length = placer.keepBelow;
    },
  };
  return placer;
}

export function duplicatesFoundMessage(count: number): string {
  return `${count} duplicate row(s) found`;
}
