// Pure (no zod): the Data Tools screen shows these limits, and zod would add over 30 kB to its first load.

/** The header row number is 1-based and counts physical lines, blank ones included (clarification 18). */
export const DEFAULT_HEADER_ROW = 1;

export const MAX_REPLACEMENTS = 10;
export const MIN_REPLACEMENTS = 1;
export const PREVIEW_ROWS_PER_PAGE = 20;
export const PROCESSED_ROWS_PER_PAGE = 10;
export const PROCESS_PREVIEW_ROWS = 50;
