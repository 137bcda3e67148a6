/**
 * The PostgreSQL error code behind a failed query (drizzle wraps the driver's error in `cause`), e.g. 23505 for a
 * unique violation, 23503 for a foreign key. Lets a handler answer 409 when a race beats its own checks.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
