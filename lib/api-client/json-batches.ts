import { JSON_BODY_LIMIT_BYTES } from "@/lib/api/read-body";

// What a request wraps around its list (`{"rows":[…]}`), kept free under the limit.
const WRAPPER_BYTES = 1024;
const encoder = new TextEncoder();

/**
 * Splits work too big for one JSON request (the API reads at most 1 MB of JSON) into batches that each fit once
 * sent as a list: items in their order, counted in UTF-8 bytes as JSON.stringify writes them. A group (a customer's
 * rows, say) starts a fresh batch rather than straddle two, unless it would not fit in one on its own.
 */
export function jsonBatches<T>(
  groups: Iterable<readonly T[]>,
  maxBytes = JSON_BODY_LIMIT_BYTES - WRAPPER_BYTES,
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let used = 0;
  const close = () => {
    if (current.length) batches.push(current);
    current = [];
    used = 0;
  };
  for (const group of groups) {
    // Each item costs its JSON and the comma that separates it from the next.
    const sizes = group.map((item) => encoder.encode(JSON.stringify(item)).length + 1);
    const total = sizes.reduce((sum, n) => sum + n, 0);
    if (used + total > maxBytes && total <= maxBytes) close();
    group.forEach((item, i) => {
      if (used + sizes[i] > maxBytes) close();
      current.push(item);
      used += sizes[i];
    });
  }
  close();
  return batches;
}
