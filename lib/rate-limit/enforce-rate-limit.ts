import type { Db } from "@/db/client";
import type { RateLimitCheck } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { countRequest, pruneRateLimits, type RateLimitRule } from "./count-request";
import { RATE_LIMITS, type RateLimitName } from "./limits";

const PRUNE_EVERY_MS = 60 * 60_000;
let lastPrune = 0;

export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`;
}

/**
 * Counts this request of `clientAddress` against a limit, and refuses it past the limit: 429 with Retry-After and
 * `{ error }`. Public routes use it through `publicRoute(handler, { rateLimit: rateLimited("surcharge") })`.
 */
export async function enforceRateLimit(
  db: Db,
  limit: RateLimitName | RateLimitRule,
  clientAddress: string,
): Promise<void> {
  const rule = typeof limit === "string" ? RATE_LIMITS[limit]() : limit;
  const { allowed, retryAfterSeconds } = await countRequest(db, rule, clientAddress);
  if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = Date.now();
    await pruneRateLimits(db).catch((err: unknown) => logger.warn({ err: String(err) }, "rate limit prune failed"));
  }
  if (!allowed) {
    throw new ApiError({
      code: "too_many_requests",
      message: rateLimitMessage(retryAfterSeconds),
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  }
}

/** The route wrapper's `rateLimit` option for a limit of limits.ts by name (or a rule). */
export function rateLimited(limit: RateLimitName | RateLimitRule): RateLimitCheck {
  return (db, clientAddress) => enforceRateLimit(db, limit, clientAddress);
}
