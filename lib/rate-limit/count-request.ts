import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitHits } from "@/db/schema";

export type RateLimitRule = {
  /** Which limit (one counter per limit and client address). */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitCount = { allowed: boolean; hits: number; retryAfterSeconds: number };

export type Counter = { bucket: string; clientKey: string };

/** Rows are locked in one order, (bucket, key), by every statement that takes several, so none deadlock. */
export function inLockOrder(counters: Counter[]): Counter[] {
  const key = (c: Counter) => `${c.bucket}\u0000${c.clientKey}`;
  return [...counters].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Adds one hit to each counter and reads the new counts back, in one statement (an upsert that starts a new window
 * or adds one): parallel requests each get a different count. The database's clock decides the window, so
 * instances with different clocks agree.
 */
export async function countHits(db: Db, counters: Counter[], windowSeconds: number) {
  const window = sql`(${windowSeconds} * interval '1 second')`;
  const expired = sql`${rateLimitHits.windowStart} <= now() - ${window}`;
  const rows = await db
    .insert(rateLimitHits)
    .values(inLockOrder(counters).map((c) => ({ ...c, windowStart: sql`now()`, hits: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.clientKey],
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
      },
    })
    .returning({
      bucket: rateLimitHits.bucket,
      clientKey: rateLimitHits.clientKey,
      hits: rateLimitHits.hits,
      secondsLeft: sql<string>`ceil(extract(epoch from (${rateLimitHits.windowStart} + ${window} - now())))`,
    });
  return rows.map((r) => ({ ...r, retryAfterSeconds: Math.max(1, Number(r.secondsLeft)) }));
}

/**
 * Counts one request of `clientKey` against `rule` and says whether it is within the limit. Counting and checking
 * are one statement, so never more than `limit` parallel requests pass.
 */
export async function countRequest(db: Db, rule: RateLimitRule, clientKey: string): Promise<RateLimitCount> {
  const [row] = await countHits(db, [{ bucket: rule.name, clientKey }], rule.windowSeconds);
  return { allowed: row!.hits <= rule.limit, hits: row!.hits, retryAfterSeconds: row!.retryAfterSeconds };
}

/** Removes counters of windows long over (a day; they would start afresh anyway), so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < now() - interval '1 day'`);
}
