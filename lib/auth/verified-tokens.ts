import type { AuthContext } from "./claims";

/**
 * Bearer tokens already verified, until they expire. jose checks an HS256 signature through WebCrypto, which runs
 * on the thread pool and imports the key each time: a fair share of every proxied ERP call's cost. A token is
 * signed data, so the same token and secret always verify the same way until its `exp`.
 */
const MAX_ENTRIES = 10_000;
type Entry = { secret: string; auth: AuthContext; expiresAt: number };

const holder = globalThis as unknown as { __e54VerifiedTokens?: Map<string, Entry> };
const entries = (holder.__e54VerifiedTokens ??= new Map<string, Entry>());

export function verifiedToken(token: string, secret: string, now = Date.now()): AuthContext | undefined {
  const entry = entries.get(token);
  if (!entry) return undefined;
  if (entry.secret !== secret || entry.expiresAt <= now) {
    entries.delete(token);
    return undefined;
  }
  return entry.auth;
}

export function rememberVerifiedToken(token: string, secret: string, auth: AuthContext, expiresAt: number) {
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first: a Map iterates in insertion order.
    for (const key of entries.keys()) {
      entries.delete(key);
      if (entries.size < MAX_ENTRIES * 0.9) break;
    }
  }
  entries.set(token, { secret, auth, expiresAt });
}
