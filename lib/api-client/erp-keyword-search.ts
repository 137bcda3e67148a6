import { erpProxy } from "./api-fetch";

/**
 * The search of an `Autocomplete` over an ERP list that takes a keyword (`GET /Customers`, `/PriceLines`,
 * `/Vendors`, `/Contacts` through the proxy): the answer's `results`, those `keep` accepts when given.
 */
export function erpKeywordSearch<T>(url: string, keep?: (row: T) => boolean) {
  return async function search(keyword: string, signal: AbortSignal): Promise<T[]> {
    const answer = await erpProxy<{ results?: T[] }>(
      { method: "GET", url, params: { keyword, includeTotalItems: true } },
      signal,
    );
    const rows = answer.results ?? [];
    return keep ? rows.filter(keep) : rows;
  };
}
