// The list envelope every Eclipse list answers with, plus keyword search (ERP contract, sim/erp/README.md).
import { badRequest, type Query } from "./http";

export type ListEnvelope<T> = {
  metadata: { startIndex: number; pageSize: number; totalItems: number | null };
  results: T[];
};

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

/** startIndex is 1-based (0 and below clamp to 1); pageSize defaults to 25 and is capped. */
export function paging(q: Query, maxPageSize = MAX_PAGE_SIZE) {
  const startIndex = Math.max(1, q.int("startIndex") ?? 1);
  const requested = q.int("pageSize");
  if (requested !== undefined && requested < 1) throw badRequest(`The value '${requested}' is not valid for pageSize.`);
  const pageSize = Math.min(requested ?? DEFAULT_PAGE_SIZE, maxPageSize);
  return { startIndex, pageSize, includeTotalItems: q.bool("includeTotalItems") };
}

export function pageOf<T, R = T>(
  items: readonly T[],
  q: Query,
  map?: (item: T) => R,
  maxPageSize?: number,
): ListEnvelope<R> {
  const { startIndex, pageSize, includeTotalItems } = paging(q, maxPageSize);
  const slice = items.slice(startIndex - 1, startIndex - 1 + pageSize);
  return {
    metadata: { startIndex, pageSize, totalItems: includeTotalItems ? items.length : null },
    results: map ? slice.map(map) : (slice as unknown as R[]),
  };
}

const searchCache = new WeakMap<object, string>();

/**
 * Case-insensitive keyword match: every word of the keyword must occur in the record's searchable text.
 * Records are immutable, so their text is computed once per record version.
 */
export function keywordFilter<T extends object>(
  keyword: string | undefined,
  text: (r: T) => string,
): (r: T) => boolean {
  const words = (keyword ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (r) => {
    let hay = searchCache.get(r);
    if (hay === undefined) {
      hay = text(r).toLowerCase();
      searchCache.set(r, hay);
    }
    return words.every((w) => hay.includes(w));
  };
}

/** Filters an iterable into an array (tables iterate lazily). */
export function collect<T>(items: Iterable<T>, ...tests: ((r: T) => boolean)[]): T[] {
  const out: T[] = [];
  for (const r of items) if (tests.every((t) => t(r))) out.push(r);
  return out;
}
