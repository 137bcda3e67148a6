/** Spec 2 sections 5 and 8, word for word, and our own texts for the stale-key and undo cases. */
export const PRICE_LINE_MESSAGES = {
  noChanges: "No changes to save",
  saved: "Price line access updated successfully!",
  saveFailed: (message: string) => `Failed to save price line: ${message}`,
  noPriceLines: "No Price Lines found",
  stale: "Someone else saved this price line after you opened it. Nothing was overwritten.",
  undone: "The previous branch access list is back.",
  loadFailed: "Failed to load the price line. Please try again.",
  noUpdateKey: "The ERP sent this price line without an update key, so it cannot be saved safely.",
} as const;
