/**
 * The PostgreSQL error code behind a failed query (drizzle wraps the driver's error in `cause`), e.g. 23505 for a
 * unique violation, 23503 for a foreign key. Lets a handler answer 409 when a race beats its own checks.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === "object" && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
export const DEADLOCK_DETECTED = "40P01";

/**
 * Whether a query failed because the database went away (a restart, a failover, a dropped connection) rather than
 * because of the query: SQLSTATE classes 08 (connection exception) and 57P (shutdown), or the driver's own words for
 * a socket that closed or never opened. Such a failure is worth a "try again", not a bug report.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code && (code.startsWith("08") || code.startsWith("57P"))) return true;
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === "object" && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code: sys, message } = e as { code?: unknown; message?: unknown };
    if (sys === "ECONNREFUSED" || sys === "ECONNRESET" || sys === "EPIPE") return true;
    if (
      typeof message === "string" &&
      /Connection terminated|terminating connection|Client has encountered a connection error/i.test(message)
    )
      return true;
  }
  return false;
}
