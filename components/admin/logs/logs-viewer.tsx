"use client";

import { useState } from "react";
import useSWR from "swr";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { LogDto } from "@/lib/logs/log-dto";
import type { LogFilters } from "@/lib/logs/schemas";
import { LogsFilters } from "./logs-filters";
import { filtersToParams, LOGS_PAGE_SIZE, pageKey } from "./logs-query";
import { LogsTable } from "./logs-table";

type Props = { initialFilters: LogFilters; initialEntries: LogDto[] };

/**
 * The Logs screen: filters, then one page of 100 at a time from the server (keyset paging), and an export of
 * everything the filters show. Load failures are only logged, as the spec says.
 */
export function LogsViewer({ initialFilters, initialEntries }: Props) {
  const [filters, setFilters] = useState<LogFilters>(initialFilters);
  // The cursors of the pages before the current one; [] is the newest page.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const key = pageKey(filters, cursor);
  const initialKey = pageKey(initialFilters, undefined);
  const { data, isValidating, mutate } = useSWR<LogDto[]>(key, (k: string) => apiFetch<LogDto[]>(k), {
    fallbackData: key === initialKey ? initialEntries : undefined,
    revalidateOnMount: key !== initialKey,
    revalidateOnFocus: false,
    keepPreviousData: true,
    onError: (err) => console.error("Failed to load logs", err),
  });
  const rows = data ?? [];
  const entries = rows.slice(0, LOGS_PAGE_SIZE);
  const older = rows.length > LOGS_PAGE_SIZE ? entries.at(-1)?._id : undefined;

  function apply(next: LogFilters) {
    setFilters(next);
    setCursors([]);
    const query = filtersToParams(next).toString();
    // Keep the filters in the address, so a reload or a shared link shows the same entries.
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Logs" />
      <LogsFilters
        initial={initialFilters}
        onApply={apply}
        onRefresh={() => (cursors.length ? setCursors([]) : void mutate())}
        exportHref={`/api/logs/export?${filtersToParams(filters)}`}
        busy={isValidating}
      />
      <LogsTable entries={entries} loading={isValidating} />
      <nav aria-label="Log pages" className="flex items-center justify-between text-sm">
        <Button variant="secondary" size="sm" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </Button>
        <span className="text-slate-600">
          Page {cursors.length + 1} · {entries.length} entr{entries.length === 1 ? "y" : "ies"}
        </span>
        <Button variant="secondary" size="sm" disabled={!older} onClick={() => older && setCursors((c) => [...c, older])}>
          Older
        </Button>
      </nav>
    </div>
  );
}
