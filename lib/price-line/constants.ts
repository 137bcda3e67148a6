/** Spec 2 section 9: the price line search waits this long after the last key on Price Line Access. */
export const PRICE_LINE_SEARCH_DEBOUNCE_MS = 1000;
/** The ERP's limit on a price line's bases: basisList plus the average- and last-cost bases (spec 2 section 5). */
export const MAX_PRICE_LINE_BASES = 20;
/** Beyond the spec: a save can be undone this long afterwards. */
export const UNDO_WINDOW_MS = 30_000;
