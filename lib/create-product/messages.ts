/** Spec 2 sections 5 and 8, word for word, and our own texts for creating and duplicates. */
export const CREATE_PRODUCT_MESSAGES = {
  upcLength: "UPC must be exactly 11 characters",
  upcNumeric: "UPC must be numeric",
  copied: "JSON payload copied to clipboard!",
  copyFailed: "The browser did not allow copying. Select the JSON and copy it by hand.",
  created: (id: string | number) => `Product ${id} created.`,
  createFailed: (message: string) => `Failed to create product: ${message}`,
  matchFailed: "Could not check the ERP for an existing product. Please try again.",
  descriptionTooLong: "Description (with the short code and catalog number) may be at most 60 characters",
  repCost: "REP-COST must be a number of 0 or more",
} as const;
