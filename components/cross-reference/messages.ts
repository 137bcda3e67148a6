/** Spec 2 sections 5 and 8, word for word. */
export const TEST_PAGE_MESSAGES = {
  empty: "Please enter an Eds Part Number.",
  failed: "Failed to retrieve cross reference.",
  none: "No cross reference found for the provided Ed's Product ID.",
} as const;
