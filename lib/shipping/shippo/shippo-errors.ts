import { ConnectionError, RequestAbortedError, RequestTimeoutError, SDKError, ShippoError } from "shippo/models/errors";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";

export const SHIPPO_MESSAGES = {
  // The settings screen maps "No valid Shippo API token" and "Failed to decrypt" to its own texts (spec 3 section 8).
  noToken: "No valid Shippo API token: connect Shippo in Ship54 Settings first.",
  undecryptable: "Failed to decrypt the stored Shippo token: connect Shippo again in Ship54 Settings.",
  timeout: "Shippo did not answer in time. Please try again.",
  unreachable: "Shippo is not answering right now. Please try again in a moment.",
} as const;

/** Shippo's error bodies are field-keyed lists (`{"rate": ["…"]}`) or `{"detail": "…"}`: as lines a person can read. */
export function shippoErrorDetails(body: string): string[] {
  try {
    const json = JSON.parse(body) as unknown;
    if (!json || typeof json !== "object") return [];
    return Object.entries(json as Record<string, unknown>)
      .flatMap(([field, v]) => {
        const texts = (Array.isArray(v) ? v : [v]).filter((t): t is string => typeof t === "string");
        return texts.map((t) => (field === "detail" ? t : `${field}: ${t}`));
      })
      .slice(0, 10);
  } catch {
    return [];
  }
}

/**
 * A failed SDK call as the API answers it, with the spec's text `Shippo error {status}`. Shippo's 4xx (it did
 * nothing) stays a 4xx, never 401 (that would sign our user out), so the exactly-once ledger frees the key; 5xx,
 * lost connections and time-outs are 502/504 and leave a purchase open to recovery.
 */
/** Shippo answered 404: what was asked for is not there (a webhook deleted already). */
export const isShippoNotFound = (err: unknown) => err instanceof SDKError && err.statusCode === 404;

export function toShippoApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ShippoError) {
    const status = err.statusCode;
    const details = shippoErrorDetails(err.body);
    logger.warn({ status, details }, "Shippo call failed");
    const message = `Shippo error ${status}`;
    if (status === 429) {
      const retryAfter = err.headers.get("retry-after");
      return new ApiError({
        code: "too_many_requests",
        message,
        details,
        headers: retryAfter ? { "Retry-After": retryAfter } : undefined,
        upstreamStatus: status,
      });
    }
    if (status >= 400 && status < 500)
      return new ApiError({ code: "unprocessable", message, details, upstreamStatus: status });
    return new ApiError({ code: "bad_gateway", message, details, upstreamStatus: status });
  }
  if (err instanceof RequestTimeoutError || err instanceof RequestAbortedError) {
    return new ApiError({ code: "gateway_timeout", message: SHIPPO_MESSAGES.timeout });
  }
  if (err instanceof ConnectionError)
    return new ApiError({ code: "bad_gateway", message: SHIPPO_MESSAGES.unreachable });
  logger.error(
    { err: err instanceof Error ? { name: err.name, message: err.message } : String(err) },
    "unexpected Shippo failure",
  );
  return new ApiError({ code: "bad_gateway", message: SHIPPO_MESSAGES.unreachable });
}

/** Runs one SDK call and maps its failure. */
export async function callShippo<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw toShippoApiError(err);
  }
}

/**
 * A purchase that did not end in a label reads `Transaction failed: {status}`. ERROR means Shippo refused it and
 * nothing was bought (4xx: a plain retry may follow); any other status (QUEUED, or SUCCESS without a label) may
 * still become a label, so it is a 502 and the purchase stays open to recovery.
 */
export function transactionFailedError(status: string | undefined, messages: { text?: string }[] = []): ApiError {
  const details = messages.map((m) => m.text).filter((t): t is string => Boolean(t));
  const message = `Transaction failed: ${status ?? "UNKNOWN"}`;
  return new ApiError({
    code: status === "ERROR" ? "unprocessable" : "bad_gateway",
    message,
    details,
    refused: status === "ERROR",
  });
}
