/**
 * For the features that make many ERP calls at once (the price file, the shipping queue's print reviews).
 * Runs `worker` over `items` with at most `limit` running at once, in order of the list. Once `signal` is
 * aborted no new item starts (those already running finish). Resolves when every started item has finished.
 */
export async function runWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await worker(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
