// Pure (no imports): the browser reads these codes off the API's answers (`{ error, code }`).

/** The ERP said the record asked for does not exist (its 400 "… were not found …", CLARIFICATIONS 9): none, not a failure. */
export const NOT_FOUND_IN_ERP = "NOT_FOUND_IN_ERP";
