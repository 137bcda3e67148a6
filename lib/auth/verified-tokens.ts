import "server-only";
/**
 * Bearer tokens whose signature was already checked, until they expire: token → session id. jose checks an HS256
 * signature through WebCrypto, which runs on the thread pool and imports the key each time: a fair share of every
 * proxied ERP call's cost. A token is signed data, so the same token and secret always verify the same way until
 * its `exp`. This only saves the signature check: whether the session is still live is read from the database on
 * every request (lib/auth/resolve-session.ts), so nothing here can let an ended session through.
 */
const MAX_ENTRIES = 10_000;
type Entry = { secret: string; sid: string; expiresAt: number };

const holder = globalThis as unknown as { __e54VerifiedTokens?: Map<string, Entry> };
const entries = (holder.__e54VerifiedTokens ??= new Map<string, Entry>());

export function verifiedToken(token: string, secret: string, now = Date.now()): string | undefined {
  const entry = entries.get(token);
  if (!entry) return undefined;
  if (entry.secret !== secret || entry.expiresAt <= now) {
    entries.delete(token);
    return undefined;
  }
  return entry.sid;
}

export function rememberVerifiedToken(token: string, secret: string, sid: string, expiresAt: number) {
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first: a Map iterates in insertion order.
    for (const key of entries.keys()) {
      entries.delete(key);
      if (entries.size < MAX_ENTRIES * 0.9) break;
    }
  }
  entries.set(token, { secret, sid, expiresAt });
}
