/**
 * Decrypted ERP sessions by session row id, for a few seconds. Every proxied call needs the caller's ERP token;
 * reading and decrypting the row each time was most of the proxy's own cost. The short life bounds how long a
 * change made elsewhere (another server process, a deleted user) goes unseen; a sign-out here forgets at once.
 */
export const CONNECTION_CACHE_TTL_MS = 15_000;
const MAX_ENTRIES = 5_000;

export type CachedSession = { userId: string; port: number; sessionToken: string; expiresAt: number };
type Entry = CachedSession & { cachedUntil: number };

// On globalThis: route bundles may hold their own copies of this module, and a sign-out must reach them all.
const holder = globalThis as unknown as { __e54ErpConnections?: Map<string, Entry> };
const entries = (holder.__e54ErpConnections ??= new Map<string, Entry>());

export function cachedSession(sid: string, userId: string, now = Date.now()): CachedSession | undefined {
  const entry = entries.get(sid);
  if (!entry) return undefined;
  if (entry.cachedUntil <= now || entry.expiresAt <= now || entry.userId !== userId) {
    entries.delete(sid);
    return undefined;
  }
  return entry;
}

export function rememberSession(sid: string, session: CachedSession, now = Date.now()) {
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first: a Map iterates in insertion order.
    for (const key of entries.keys()) {
      entries.delete(key);
      if (entries.size < MAX_ENTRIES * 0.9) break;
    }
  }
  entries.set(sid, { ...session, cachedUntil: now + CONNECTION_CACHE_TTL_MS });
}

export function forgetSession(sid: string) {
  entries.delete(sid);
}
