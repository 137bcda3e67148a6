/** Spec 3, Surcharge page: the page's own errors, word for word (the server's message is shown as it comes). */
export const SURCHARGE_MESSAGES = {
  missingOrder: "Missing order number in URL",
  failed: "Failed to apply surcharge",
} as const;

/** CLARIFICATIONS 50: an apiUser link for an order whose terms code is not on the company's list. */
export const NOT_FOR_CARD_PAYMENT = "This order is not set up for card payment";

/** CLARIFICATIONS 50: the `surcharge` log entry written when a company's links first pass the hourly cap. */
export const HOURLY_CAP_REACHED = "hourly cap reached";
