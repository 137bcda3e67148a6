import type { LogFilters } from "@/lib/logs/schemas";

/** The Logs page shows the spec's default of 100; it asks for one more to know whether an older page exists. */
export const LOGS_PAGE_SIZE = 100;

export function filtersToParams(filters: LogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.email) params.set("email", filters.email);
  return params;
}

export function pageKey(filters: LogFilters, cursor: string | undefined): string {
  const params = filtersToParams(filters);
  params.set("limit", String(LOGS_PAGE_SIZE + 1));
  if (cursor) params.set("cursor", cursor);
  return `/api/logs?${params}`;
}
