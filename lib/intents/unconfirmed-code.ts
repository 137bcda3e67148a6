// Pure (no imports): the browser reads this code off the API's answers, as it does lib/erp/answer-codes.ts's.

/** An action that may have been made and that recovery could not confirm yet (CLARIFICATIONS 53): Check Again. */
export const INTENT_UNCONFIRMED = "INTENT_UNCONFIRMED";
