/** Spec 2 section 9: the price line search waits this long after the last key on Create New Product. */
export const PRICE_LINE_SEARCH_DEBOUNCE_MS = 300;
/** Spec 2 section 5: a UPC is exactly this long (UPC-A without its check digit); the field takes no more. */
export const UPC_LENGTH = 11;
/** The ERP keeps product descriptions to this length. */
export const MAX_DESCRIPTION = 60;
