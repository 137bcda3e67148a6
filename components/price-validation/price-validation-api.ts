"use client";

import { API_TIMEOUT_MS, ApiClientError, apiFetch, sessionEnded } from "@/lib/api-client/api-fetch";
import { jsonBatches } from "@/lib/api-client/json-batches";
import { readNdjson } from "@/lib/price-validation/read-ndjson";
import type { CompareEvent, PriceFileRow, ResolvedIds } from "@/lib/price-validation/schemas";

// The answers are checked with the server's own schemas, imported when a file is first checked: zod is over 30 kB
// of the screen's first load (issue 17).
const answerSchemas = () => import("@/lib/price-validation/schemas");

/**
 * Which of the file's ids the company's cross-reference files know. A large file's ids go in several requests,
 * each within the API's 1 MB of JSON; a usual one in one.
 */
export async function resolveIds(productIds: string[], customerIds: string[]): Promise<ResolvedIds> {
  const tagged = [...productIds.map((id) => ({ product: id })), ...customerIds.map((id) => ({ customer: id }))];
  const answer: ResolvedIds = { products: {}, customers: {} };
  const { resolvedIdsSchema } = await answerSchemas();
  for (const batch of jsonBatches(tagged.map((t) => [t]))) {
    const body = {
      productIds: batch.flatMap((t) => ("product" in t ? [t.product] : [])),
      customerIds: batch.flatMap((t) => ("customer" in t ? [t.customer] : [])),
    };
    const part = resolvedIdsSchema.parse(await apiFetch("/api/price-validation/resolve", { json: body }));
    Object.assign(answer.products, part.products);
    Object.assign(answer.customers, part.customers);
  }
  return answer;
}

async function errorOf(res: Response): Promise<ApiClientError> {
  const body: unknown = await res.json().catch(() => null);
  const message =
    body && typeof body === "object" && "error" in body && typeof body.error === "string"
      ? body.error
      : `Request failed (${res.status})`;
  return new ApiClientError(res.status, message, body);
}

/** A file's rows by customer, so each customer's pricing calls stay in one request (one call per 100 products). */
function byCustomer(rows: readonly PriceFileRow[]): PriceFileRow[][] {
  const groups = new Map<string, PriceFileRow[]>();
  for (const row of rows) {
    const group = groups.get(row.customerId);
    if (group) group.push(row);
    else groups.set(row.customerId, [row]);
  }
  return [...groups.values()];
}

/**
 * Runs the comparison on the server and hands each streamed event to `onEvent`. The rows go in requests of at
 * most 1 MB, one after the other (the ERP sees no more calls at once than for one request). apiFetch reads whole
 * bodies, so this reads each stream itself; it keeps apiFetch's rules: a 401 signs out to Login, and the 60 s limit
 * applies to each wait for the server's next report rather than to the whole run.
 */
export async function runComparison(
  rows: PriceFileRow[],
  onEvent: (event: CompareEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const { compareEventSchema } = await answerSchemas();
  for (const batch of jsonBatches(byCustomer(rows))) {
    const res = await fetch("/api/price-validation/compare", {
      method: "POST",
      headers: { Accept: "application/x-ndjson", "Content-Type": "application/json" },
      body: JSON.stringify({ rows: batch }),
      credentials: "same-origin",
      signal,
    });
    if (res.status === 401) throw sessionEnded();
    if (!res.ok || !res.body) throw await errorOf(res);
    for await (const line of readNdjson(res.body, API_TIMEOUT_MS)) {
      const event = compareEventSchema.parse(line);
      if (event.type === "error" && event.status === 401) throw sessionEnded(event.message);
      onEvent(event);
    }
  }
}
