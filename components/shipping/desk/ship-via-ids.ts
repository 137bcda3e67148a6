"use client";

import { erpProxy } from "@/lib/api-client/api-fetch";
import type { ShipVia } from "@/lib/erp/schemas/ship-via";

/** One lookup per keyword for the page's life: ship vias change rarely, and a scan must not wait on the ERP. */
const lookups = new Map<string, Promise<string[]>>();

function idsFor(keyword: string): Promise<string[]> {
  let found = lookups.get(keyword);
  if (!found) {
    found = erpProxy<{ results?: ShipVia[] }>({
      method: "GET",
      url: "/ShipVias",
      params: { keyword, pageSize: 1000 },
    }).then((answer) => (answer.results ?? []).flatMap((r) => (r.id ? [r.id.trim().toUpperCase()] : [])));
    // A failed lookup is asked again next time rather than remembered.
    found.catch(() => lookups.delete(keyword));
    lookups.set(keyword, found);
  }
  return found;
}

/**
 * The ship-via ids of the Ship Via Keywords (spec 2 section 7: `GET /ShipVias` with the keyword, `results[].id`),
 * upper-cased; null when the ERP could not say, so the caller falls back to the keywords themselves.
 */
export async function shipViaIds(keywords: readonly string[]): Promise<Set<string> | null> {
  try {
    return new Set((await Promise.all(keywords.map(idsFor))).flat());
  } catch (err) {
    console.warn("Ship vias not read; matching the keywords themselves", err);
    return null;
  }
}
