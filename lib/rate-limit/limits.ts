import "server-only";
import { getEnv } from "@/lib/env";
import type { RateLimitRule } from "./count-request";

/** The public routes' limits (CLARIFICATIONS 44), configurable by environment variable (README). */
export const RATE_LIMITS = {
  /** POST /api/erp/surcharge: 10 a minute. */
  surcharge: () => ({ name: "surcharge", limit: getEnv().RATE_LIMIT_SURCHARGE_PER_MINUTE, windowSeconds: 60 }),
  /** GET /api/shipments/by-invoice/…: 60 a minute. */
  tracking: () => ({ name: "tracking", limit: getEnv().RATE_LIMIT_TRACKING_PER_MINUTE, windowSeconds: 60 }),
} satisfies Record<string, () => RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
