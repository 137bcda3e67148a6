"use client";

import { useState } from "react";
import { useApi } from "@/lib/api-client/use-api";
import { PageHeader } from "@/components/admin/page-header";
import { DataTable } from "@/components/ui/data-table";
import type { LogDto } from "@/lib/logs/log-dto";
import type { LogFilters } from "@/lib/logs/schemas";
import { LogsFilters } from "./logs-filters";
import { filtersToParams, LOGS_PAGE_SIZE, pageKey } from "./logs-query";
import { LOG_COLUMNS } from "./logs-columns";

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
  const { data, isValidating, mutate } = useApi<LogDto[]>(key, {
    fallbackData: key === initialKey ? initialEntries : undefined,
    revalidateOnMount: key !== initialKey,
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
      <DataTable
        label="Logs"
        columns={LOG_COLUMNS}
        data={entries}
        getRowId={(e) => e._id}
        loading={isValidating}
        empty="No log entries match these filters."
        height={500}
        testId="logs-table-box"
        pagination={{
          mode: "server",
          pageIndex: cursors.length,
          hasNextPage: Boolean(older),
          // Keyset pages: back pops the last cursor, on pushes the oldest entry shown.
          onPageIndexChange: (index) =>
            index < cursors.length ? setCursors((c) => c.slice(0, -1)) : older && setCursors((c) => [...c, older]),
          label: "Log page",
          previousLabel: "Newer",
          nextLabel: "Older",
          status: `Page ${cursors.length + 1} · ${entries.length} entr${entries.length === 1 ? "y" : "ies"}`,
        }}
      />
    </div>
  );
}
