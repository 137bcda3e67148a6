"use client";

import { API_TIMEOUT_MS, ApiClientError, apiFetch, sessionEnded } from "@/lib/api-client/api-fetch";
import { readNdjson } from "@/lib/price-validation/read-ndjson";
import { compareEventSchema, resolvedIdsSchema, type CompareEvent, type PriceFileRow, type ResolvedIds } from "@/lib/price-validation/schemas";

/** Which of the file's ids the company's cross-reference files know. */
export async function resolveIds(productIds: string[], customerIds: string[]): Promise<ResolvedIds> {
  return resolvedIdsSchema.parse(await apiFetch("/api/price-validation/resolve", { json: { productIds, customerIds } }));
}

async function errorOf(res: Response): Promise<ApiClientError> {
  const body: unknown = await res.json().catch(() => null);
  const message = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : `Request failed (${res.status})`;
  return new ApiClientError(res.status, message, body);
}

/**
 * Runs the comparison on the server and hands each streamed event to `onEvent`. apiFetch reads whole bodies, so
 * this one call reads the stream itself; it keeps apiFetch's rules: a 401 signs out to Login, and the 60 s limit
 * applies to each wait for the server's next report rather than to the whole run.
 */
export async function runComparison(rows: PriceFileRow[], onEvent: (event: CompareEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await fetch("/api/price-validation/compare", {
    method: "POST",
    headers: { Accept: "application/x-ndjson", "Content-Type": "application/json" },
    body: JSON.stringify({ rows }),
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
