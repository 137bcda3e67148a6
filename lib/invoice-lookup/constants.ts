/** Spec 2 section 9. */
export const INVOICE_PAGE_SIZE = 25;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 1000;
/** The invoice PDF's object URL is released this long after it opened. */
export const PDF_URL_LIFETIME_MS = 10_000;
