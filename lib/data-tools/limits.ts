// Pure (no zod): the Data Tools screen shows these limits, and zod would add over 30 kB to its first load.

export const MAX_REPLACEMENTS = 10;
export const MIN_REPLACEMENTS = 1;
export const PREVIEW_ROWS_PER_PAGE = 20;
export const PROCESSED_ROWS_PER_PAGE = 10;
export const PROCESS_PREVIEW_ROWS = 50;
