/** Spec 2 sections 5 and 8, word for word. */
export const PRICE_VALIDATION_MESSAGES = {
  noFile: "Please select a file.",
  noValidRows: "No valid data found in CSV.",
  noResolvedProducts: "No valid products to process.",
  someFailed: (count: number) => `Pricing data could not be retrieved for ${count} product(s).`,
} as const;

/** Why a row landed in Failed Products (our addition: the spec lists only the ids). */
export const FAILURE_REASONS = {
  noProductCrossReference: "No product cross-reference",
  noCustomerCrossReference: "No customer cross-reference",
  notPriced: "The ERP returned no price for this product",
} as const;
