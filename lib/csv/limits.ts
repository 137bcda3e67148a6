// The reader's bounds, shared by the server and the browser (so no server imports here). A record or a cell past
// them is refused as it streams, naming the line: memory stays near the bound, not the file's size.

/** Characters in one record (a quoted record may span several physical lines). */
export const MAX_LINE_CHARS = 1_048_576;

/** Characters in one cell: Excel's own limit, so any file Excel can open fits. */
export const MAX_CELL_CHARS = 32_767;

/** Cells in one record: Excel's column limit. */
export const MAX_COLUMNS = 16_384;

const count = (n: number) => n.toLocaleString("en-US");

export function lineTooLongMessage(line: number): string {
  return `Line ${line} is longer than the ${count(MAX_LINE_CHARS)}-character limit.`;
}

export function cellTooLongMessage(line: number, column: number): string {
  return `Line ${line}, column ${column} has more than the ${count(MAX_CELL_CHARS)}-character limit for one value.`;
}

export function tooManyColumnsMessage(line: number): string {
  return `Line ${line} has more than the ${count(MAX_COLUMNS)}-column limit.`;
}
