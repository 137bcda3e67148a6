import { MAX_PRICE_FILE_ROWS } from "./constants";

/** Spec 2 sections 5 and 8, word for word. */
export const PRICE_VALIDATION_MESSAGES = {
  noFile: "Please select a file.",
  noValidRows: "No valid data found in CSV.",
  noResolvedProducts: "No valid products to process.",
  someFailed: (count: number) => `Pricing data could not be retrieved for ${count} product(s).`,
} as const;

/** A file over MAX_PRICE_FILE_ROWS (our bound; the spec sets none). */
export const TOO_MANY_ROWS_MESSAGE = `At most ${MAX_PRICE_FILE_ROWS.toLocaleString("en-US")} rows per file.`;

/** Why a row landed in Failed Products (our addition: the spec lists only the ids). */
export const FAILURE_REASONS = {
  noProductCrossReference: "No product cross-reference",
  noCustomerCrossReference: "No customer cross-reference",
  notPriced: "The ERP returned no price for this product",
} as const;
