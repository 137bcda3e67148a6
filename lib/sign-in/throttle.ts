import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitHits } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv, type Env } from "@/lib/env";
import { countHits, inLockOrder, type Counter } from "@/lib/rate-limit/count-request";
import { throttledMessage } from "./messages";

/** Sign-in refused for now: 429 with Retry-After. */
export class ThrottledError extends ApiError {
  /** The wait in whole minutes, as the message says it. */
  readonly minutes: number;

  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super({
      code: "too_many_requests",
      message: throttledMessage(minutes),
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
    this.name = "ThrottledError";
    this.minutes = minutes;
  }
}

/** The three counters of a sign-in attempt (rate_limit_hits rows): the address, the account there, the account. */
function countersOf(email: string, ip: string) {
  return {
    address: { bucket: "login-address", clientKey: ip },
    accountAtAddress: { bucket: "login-account-address", clientKey: `${email} ${ip}` },
    account: { bucket: "login-account", clientKey: email },
  } satisfies Record<string, Counter>;
}

/** Takes an attempt back off counters: a sign-in that succeeded, or one refused before its password was checked. */
async function uncount(db: Db, counters: Counter[]) {
  const keys = sql.join(
    inLockOrder(counters).map((c) => sql`(${c.bucket}, ${c.clientKey})`),
    sql`, `,
  );
  await db.execute(sql`
    with locked as (
      select bucket, client_key from ${rateLimitHits} where (bucket, client_key) in (${keys})
      order by bucket, client_key for update
    )
    update ${rateLimitHits} r set hits = greatest(r.hits - 1, 0)
    from locked where r.bucket = locked.bucket and r.client_key = locked.client_key`);
}

/**
 * How long an account's sign-in waits once it has had LOGIN_THROTTLE_MAX_FAILURES failures (from anywhere) in the
 * window: LOGIN_THROTTLE_DELAY_MS, doubling with each further failure, at most 32 times that. A stranger failing
 * from many addresses slows the account down; the rightful owner still gets in.
 */
export function signInDelayMs(
  accountFailures: number,
  env: Pick<Env, "LOGIN_THROTTLE_MAX_FAILURES" | "LOGIN_THROTTLE_DELAY_MS"> = getEnv(),
): number {
  const over = accountFailures - env.LOGIN_THROTTLE_MAX_FAILURES;
  if (over < 0) return 0;
  return env.LOGIN_THROTTLE_DELAY_MS * 2 ** Math.min(over, 5);
}

export type SignInAttempt = {
  /** Call once the password proved right: the attempt is no failure. */
  succeeded(): Promise<void>;
};

/**
 * The sign-in throttle, before any password is checked. Hard limits (429): LOGIN_THROTTLE_MAX_FAILURES per account
 * from one address, LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS per address over all accounts (password spraying).
 * Failures for one account across addresses only delay it (signInDelayMs). Every attempt counts as a failure until
 * `succeeded()` takes it back, so counting and checking are one step however many attempts run in parallel.
 */
export async function throttleSignIn(db: Db, { email, ip }: { email: string; ip: string }): Promise<SignInAttempt> {
  const env = getEnv();
  const c = countersOf(email, ip);
  // Counting the attempt and reading the counts is one statement: parallel attempts each get their own count.
  const rows = await countHits(db, [c.address, c.accountAtAddress, c.account], env.LOGIN_THROTTLE_WINDOW_MINUTES * 60);
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  const limits = [
    [byBucket.get(c.accountAtAddress.bucket), env.LOGIN_THROTTLE_MAX_FAILURES],
    [byBucket.get(c.address.bucket), env.LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS],
  ] as const;
  for (const [row, limit] of limits) {
    if (row && row.hits > limit) {
      // Refused before any check: this attempt says nothing about the account, so its count there is taken back.
      await uncount(db, [c.account]);
      throw new ThrottledError(row.retryAfterSeconds);
    }
  }
  const accountFailures = (byBucket.get(c.account.bucket)?.hits ?? 1) - 1;
  const delay = signInDelayMs(accountFailures, env);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return { succeeded: () => uncount(db, [c.address, c.accountAtAddress, c.account]) };
}
