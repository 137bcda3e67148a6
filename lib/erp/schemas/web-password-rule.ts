// Pure (no zod): the web password form reads the rule here without downloading zod.

/** Spec 2 section 9: a contact's web password is at least this long, on the screen and through the proxy alike. */
export const MIN_WEB_PASSWORD = 8;

/** Spec 2 sections 5 and 8, word for word. */
export const WEB_PASSWORD_SHORT = "Password must be at least 8 characters";
