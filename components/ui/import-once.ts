/**
 * A code import made at most once and shared by every caller (a preload on hover, the first rendering, a first
 * submit). A failed import (the network) is forgotten, so the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}
