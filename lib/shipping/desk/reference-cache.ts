// ERP reference data the desk reads for every package and that hardly ever changes (a branch's address, the
// freight product): kept a few minutes per ERP environment, so a package costs the ERP only its own order.

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;
const entries = new Map<string, { value: Promise<unknown>; expires: number }>();

/** `load()` once per key for ten minutes; a failed load is forgotten at once, so the next call tries again. */
export function cachedReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(key, { value, expires: Date.now() + TTL_MS });
  value.catch(() => entries.delete(key));
  return value;
}
