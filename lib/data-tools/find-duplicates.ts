import type { ByteSource } from "@/lib/csv/byte-source";
import { detachString } from "@/lib/csv/detach-string";
import { locateDuplicates, type DuplicateScanOptions } from "./locate-duplicates";

export type DuplicatesResult = {
  headers: string[];
  column: string;
  /** Rows whose value occurs more than once, first occurrences included ("N duplicate row(s) found"). */
  duplicateRowCount: number;
  groupCount: number;
  /** The duplicate rows grouped by value, groups in first-seen order; at most `limit` of them. */
  rows: string[][];
  truncated: boolean;
};

/** Default cap on rows returned for display; the count is always complete, and the export has every row. */
export const DUPLICATE_ROWS_LIMIT = 10_000;

export async function findDuplicates(
  source: ByteSource,
  options: DuplicateScanOptions & { limit?: number },
): Promise<DuplicatesResult> {
  const limit = options.limit ?? DUPLICATE_ROWS_LIMIT;
  let rows: string[][] = [];
  const layout = await locateDuplicates(source, options, ({ duplicateRowCount }) => {
    rows = new Array<string[]>(Math.min(limit, duplicateRowCount));
    return { keepBelow: limit, place: (fields, position) => void (rows[position] = fields.map(detachString)) };
  });
  return {
    headers: layout.headers,
    column: options.column,
    duplicateRowCount: layout.duplicateRowCount,
    groupCount: layout.groupCount,
    rows,
    truncated: layout.duplicateRowCount > rows.length,
  };
}

export function duplicatesFoundMessage(count: number): string {
  return `${count} duplicate row(s) found`;
}
