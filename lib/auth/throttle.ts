import { and, eq, gte, isNull, or, sql, min, count } from "drizzle-orm";
import type { Db } from "@/db/client";
import { logs } from "@/db/schema";
import { getEnv } from "@/lib/env";

export class ThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    this.name = "ThrottledError";
  }
}

/**
 * Throttling reads the login-failure log itself, so it holds across processes and restarts with no extra state.
 * Attempts refused by the throttle are logged too but do not count, so a lock-out ends on time.
 */
export async function assertNotThrottled(db: Db, { email, ip }: { email: string; ip: string }) {
  const env = getEnv();
  const windowMs = env.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000;
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ failures: count(), oldest: min(logs.timestamp) })
    .from(logs)
    .where(
      and(
        eq(logs.type, "login-failure"),
        gte(logs.timestamp, since),
        isNull(sql`${logs.meta}->>'throttled'`),
        or(eq(logs.userEmail, email), sql`${logs.meta}->>'ip' = ${ip}`),
      ),
    );
  if (row && row.failures >= env.LOGIN_THROTTLE_MAX_FAILURES && row.oldest) {
    const oldest = new Date(row.oldest).getTime();
    throw new ThrottledError(Math.ceil((oldest + windowMs - Date.now()) / 1000));
  }
}
