/** Spec 2 section 8, word for word. */
export const VENDOR_MESSAGES = {
  shipFromsAdded: "Updated with new ship-from's",
  shipFromFailed: "One or more vendors failed to be created. See console for details.",
  payToCreated: "New Pay-To vendor successfully created!",
  payToFailed: "Failed to create new Pay-To vendor. Please try again.",
  validationTitle: "Validation error(s):",
  noVendors: "No matching vendors",
} as const;
