import { ApiError } from "@/lib/errors/api-error";

/**
 * The lastError kept for a failed webhook call, worded so spec 3 section 8's mapping finds its case: missing or
 * undecryptable tokens keep their own text; lost connections say Network; 429 says Rate limit; statuses stay.
 */
export function webhookFailureText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === "too_many_requests") return "Rate limit reached at Shippo (429)";
    if (err.code === "gateway_timeout" || (err.code === "bad_gateway" && err.upstreamStatus === undefined))
      return "Network error: Shippo did not answer";
    return err.message.slice(0, 300);
  }
  return err instanceof Error ? err.message.slice(0, 300) : String(err).slice(0, 300);
}
