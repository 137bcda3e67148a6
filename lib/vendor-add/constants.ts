/** Spec 2 section 9: the pay-to vendor search waits this long after the last key. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 1000;

/** Spec 2 sections 3 and 9: what a new vendor starts with. */
export const VENDOR_DEFAULTS = {
  countryCode: "USA",
  backOrderDays: "7",
  defaultShipVia: "BEST WAY",
  freight: "Freight Allowed",
} as const;
/** A new pay-to's default terms (spec 2 section 3). */
export const NEW_PAY_TO_TERMS = "NET30";

/** Spec 2 section 3: the vendor type options. */
export const VENDOR_TYPES = [
  "EXP",
  "EXP:EMPL",
  "EXP:UTY",
  "INV",
  "A-F",
  "G-O",
  "P-Z",
  "LBMX:A-F",
  "LBMX:G-O",
  "LBMX:N-Z",
  "LBMX:NEUCO",
  "PC",
  "RHEEM",
  "EXP-AUTODR",
] as const;

/** sortBy holds the first 12 characters of the name (spec 2 section 5). */
export const SORT_BY_LENGTH = 12;
