// The inventory comparison's bounds, in a file without imports: the screen quotes them and the server applies them.

/** Differences returned and shown at most; the warning says how many there were (spec 2: results capped at 1000). */
export const MAX_DIFFERENCES = 1000;

/**
 * Compared items the JSON answer lists at most (the Show Items table); the rest are counted, and the streamed CSV
 * export (`format=csv`, `rows=all`) holds every one. 10,000 rows are about 1.5 MB of JSON.
 */
export const MAX_ALL_ITEMS = 10_000;

/**
 * Cell characters each list of the JSON answer (differences, all items) carries at most, so a few very long cells
 * cannot make the answer large: a list stops at the first row that would pass it (the counts stay whole).
 */
export const MAX_LIST_CHARS = 1_000_000;

/** Part numbers seen more than once that the answer names, the most repeated first; `repeated_key_count` counts all. */
export const MAX_REPEATED_KEYS = 100;

/**
 * CONV rows with a part number the comparison holds in memory (the EDS file is streamed past them): about 150 bytes
 * each beyond their cells' characters. Real exports have about 200,000.
 */
export const MAX_CONV_ROWS = 1_000_000;

/**
 * Characters of the CONV cells held (ECL_PN, part, compare and display columns): 1 or 2 bytes each. With
 * MAX_CONV_ROWS this keeps one comparison of two 200 MB files under about 700 MB (README.md has the figures);
 * a 200,000-row export holds about 16,000,000.
 */
export const MAX_CONV_CHARS = 64_000_000;
