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
 * CONV rows with a part number the comparison holds in memory (the EDS file is streamed past them). About 150 bytes
 * each, so 2,000,000 rows stay within the comparison's memory budget; real exports have about 200,000.
 */
export const MAX_CONV_ROWS = 2_000_000;
