import { z, ZodError } from "zod";
import { isDatabaseUnavailable } from "@/db/pg-error-code";
import { logger } from "@/lib/logger";
import { ApiError } from "@/lib/errors/api-error";

// A schema's own message (the spec's words) is shown as written; zod's default wording names the field it is
// about, so a 400 says which input to fix ("email: Invalid email address").
const englishError = z.locales.en().localeError;
z.config({
  customError: (issue) => {
    const fallback = englishError?.(issue);
    const message = typeof fallback === "string" ? fallback : fallback?.message;
    return message && issue.path?.length ? `${issue.path.join(".")}: ${message}` : undefined;
  },
});

/**
 * The one ZodError mapper: the first problem is the message, every problem is in `details`. `about` names what was
 * checked when the problem alone would not say it (the ERP proxy: which call's parameters).
 */
export function zodToApiError(err: ZodError, about?: string): ApiError {
  const details = err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = details[0]?.message ?? "Invalid input.";
  return new ApiError({ code: "bad_request", message: about ? `${about}: ${first}` : first, details });
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
export const DATABASE_UNAVAILABLE_MESSAGE = "The portal's database is not answering. Please try again in a moment.";

/** What the log line of an error names the request by: its route's template (lib/api/route-template.ts), never its path. */
export type ErrorContext = { route?: string };

/** What an error answers: its status, the `{ error, code?, details? }` body and any headers (Retry-After). */
export type ErrorAnswer = {
  status: number;
  body: { error: string; code?: string; details?: unknown[] };
  headers?: Record<string, string>;
};

/**
 * The only place an error becomes an answer (docs/architecture.md: `{ error, code?, details? }`), whether a response or an
 * event of a stream that already began. An ApiError (or a domain error built on it) answers its own status; a
 * ZodError is bad input (400); a database that went away (restart, failover) is a 503 to try again, the pool
 * opening new connections meanwhile; anything else is our bug: logged, and a 500 with no stack trace.
 */
export function errorAnswer(err: unknown, context: ErrorContext = {}): ErrorAnswer {
  if (!(err instanceof ApiError) && isDatabaseUnavailable(err)) {
    logger.warn({ err: err instanceof Error ? err.message : String(err), ...context }, "database unavailable");
    return { status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE }, headers: { "Retry-After": "1" } };
  }
  const known = err instanceof ApiError ? err : err instanceof ZodError ? zodToApiError(err) : null;
  if (!known) {
    logger.error(
      { err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err), ...context },
      "unhandled API error",
    );
    return { status: 500, body: { error: INTERNAL_ERROR_MESSAGE } };
  }
  return {
    status: known.status,
    body: {
      error: known.message,
      ...(known.clientCode ? { code: known.clientCode } : {}),
      ...(known.details ? { details: known.details } : {}),
    },
    headers: known.headers,
  };
}

/** errorAnswer as an HTTP response. */
export function errorResponse(err: unknown, context: ErrorContext = {}): Response {
  const { status, body, headers } = errorAnswer(err, context);
  return Response.json(body, { status, headers });
}
