/** The most calls a batch has in flight at the ERP or at Shippo at once (issue 27: 6, as Shippo's own batches). */
export const IN_FLIGHT = 6;

/**
 * `work` on every item, at most `limit` at a time, answers in the items' order. Each item's failure is its own
 * (`work` catches what it can answer); a throw still ends the whole map, as Promise.all does.
 */
export async function mapInFlight<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  limit = IN_FLIGHT,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}
