import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { storageKeyLocks } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { baseName } from "./key-names";
import type { StorageScope } from "./storage-scope";

/** How long a taken key stays taken when its holder never lets go (a crash): long enough for a 200 MB copy. */
export const KEY_LEASE_SECONDS = 300;
/** The holder's storage calls stop this long before the lease lapses, so none can still write once another took it. */
const SAFETY_MARGIN_MS = 30_000;

export type KeyLease = { signal: AbortSignal };

export function keyBusy(key: string): ApiError {
  return new ApiError({
    code: "conflict",
    message: `${baseName(key)} is being changed by another request. Try again in a moment.`,
  });
}

/** One statement, so two takers of a free (or lapsed) key cannot both get it; true when this holder has it. */
async function take(db: Db, companyId: string, key: string, holder: string): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${KEY_LEASE_SECONDS})`;
  const rows = await db
    .insert(storageKeyLocks)
    .values({ companyId, key, holder, expiresAt })
    .onConflictDoUpdate({
      target: [storageKeyLocks.companyId, storageKeyLocks.key],
      set: { holder, expiresAt },
      setWhere: sql`${storageKeyLocks.expiresAt} < now()`,
    })
    .returning({ holder: storageKeyLocks.holder });
  return rows.length === 1;
}

async function release(db: Db, companyId: string, keys: string[], holder: string): Promise<void> {
  await db
    .delete(storageKeyLocks)
    .where(
      and(
        eq(storageKeyLocks.companyId, companyId),
        inArray(storageKeyLocks.key, keys),
        eq(storageKeyLocks.holder, holder),
      ),
    );
}

/**
 * Runs `work` while this request alone may write the given keys of the company's storage (S3 has neither rename
 * nor, on s3rver and some S3-compatible stores, conditional writes, so "is the name free?" and the write would
 * otherwise be two steps another request can fall between). A key another request holds answers 409 at once, never a
 * wait. `lease.signal` ends the work's storage calls before the lease lapses; pass it to every S3 call.
 */
export async function withKeyLocks<T>(
  db: Db,
  scope: StorageScope,
  keys: string[],
  work: (lease: KeyLease) => Promise<T>,
): Promise<T> {
  const holder = randomUUID();
  const signal = AbortSignal.timeout(KEY_LEASE_SECONDS * 1000 - SAFETY_MARGIN_MS);
  const wanted = [...new Set(keys)].sort();
  const taken: string[] = [];
  try {
    for (const key of wanted) {
      if (!(await take(db, scope.companyId, key, holder))) throw keyBusy(key);
      taken.push(key);
    }
    return await work({ signal });
  } finally {
    // A release that fails leaves the row to lapse on its own; the work's own answer stands.
    if (taken.length)
      await release(db, scope.companyId, taken, holder).catch((err) =>
        logger.warn({ err: String(err) }, "storage key lock not released"),
      );
  }
}
