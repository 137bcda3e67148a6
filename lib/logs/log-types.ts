/** The log types: the spec's four (spec 3 section 9) and `admin` for every admin write. Kept free of server imports for the Logs page. */
export const LOG_TYPES = ["login", "login-failure", "file-upload", "surcharge", "admin"] as const;
export type LogType = (typeof LOG_TYPES)[number];
