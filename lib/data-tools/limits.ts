// Pure (no zod): the Data Tools screen shows these limits, and zod would add over 30 kB to its first load.

/** The header row number is 1-based and counts physical lines, blank ones included (clarification 18). */
export const DEFAULT_HEADER_ROW = 1;

export const MAX_REPLACEMENTS = 10;
export const MIN_REPLACEMENTS = 1;
export const PREVIEW_ROWS_PER_PAGE = 20;
export const PROCESSED_ROWS_PER_PAGE = 10;
export const PROCESS_PREVIEW_ROWS = 50;

/**
 * Different values one job keeps in memory: value counts, the duplicate finder, the monthly feed's merge keys. A
 * JavaScript Map holds at most 2^24 entries (past it: `RangeError: Map maximum size exceeded`, after minutes), and
 * one job should stay near 700 MB peak RSS on the worst file it accepts. Measured (`bench/distinct-values-memory.ts`,
 * peak RSS by GNU time): 4,000,000 short values, each twice (8,000,000 rows), 653 MB for value counts, 462 MB for
 * the duplicate finder, 715 MB for its export (which holds its 69 MB of output); a 200 MB file of unique values
 * stops at the bound with 508 MB and 466 MB. Past it the job stops as that value arrives, with a 422 naming it.
 */
export const MAX_DISTINCT_VALUES = 4_000_000;

/**
 * Characters of JSON one answer holds (duplicate rows, value counts, a preview page, the processing preview): past
 * it the rows are cut, the answer says so (`truncated`), and the exports, files, have everything.
 */
export const MAX_ANSWER_CHARS = 4 * 1024 * 1024;

/**
 * Data rows the duplicate finder and the monthly feed's merge read: they note 4 bytes for every row (which value
 * it holds), so a 200 MB file of blank one-column lines would otherwise take 800 MB for that alone; 50,000,000 rows
 * take 200 MB (the duplicate finder's worst accepted file: about 460 + 168 MB). TOOL_BOUNDS (tool-bounds.ts) lists
 * every tool's bounds.
 */
export const MAX_NOTED_ROWS = 50_000_000;

/** Characters of one search or one replace text of the PDW prep. */
export const MAX_REPLACE_TEXT_CHARS = 1_000;

/**
 * A value after processing: the reader's own cell limit (Excel's), so a processed file can be read again. Checked
 * after each replacement, the only step that can make a value much longer.
 */
export const MAX_PROCESSED_CELL_CHARS = 32_767;

/**
 * Characters of the processed file: replacements could otherwise turn a 200 MB upload into gigabytes held in memory.
 * 1.28× the 200 MB upload limit, more than any real processing adds.
 */
export const MAX_PROCESSED_CHARS = 256 * 1024 * 1024;
