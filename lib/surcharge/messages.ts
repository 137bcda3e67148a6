/** Spec 3, Surcharge page: the page's own errors, word for word (the server's message is shown as it comes). */
export const SURCHARGE_MESSAGES = {
  missingOrder: "Missing order number in URL",
  failed: "Failed to apply surcharge",
} as const;
