"use client";

import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { DataTableBody } from "./data-table-body";
import { DataTableHeader } from "./data-table-header";
import { dataTableSortingFns } from "./data-table-sorting";
import { Pager, type PagerProps } from "./pager";

export type { ColumnDef } from "@tanstack/react-table";

/** Columns of any value type; each feature's columns file exports one of these. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library's own columns array is typed this way
export type DataTableColumns<T> = ColumnDef<T, any>[];

/** A cell that shows "—" for a blank value. */
export const orDash = ({ getValue }: { getValue(): unknown }) => (getValue() as string | null | undefined) || "—";

type PagerText = Pick<PagerProps, "label" | "previousLabel" | "nextLabel" | "status">;

/** Pages cut on the client from all the rows; `pageIndex` (0-based) may be held by the caller. */
export type ClientPagination = PagerText & {
  mode: "client";
  pageSize: number;
  pageIndex?: number;
  onPageIndexChange?(index: number): void;
};

/**
 * One page from the server at a time: the caller holds the page and fetches it. Give `pageCount` or `rowCount` when
 * the total is known ("Page x of y"); otherwise `hasNextPage` says whether Next is enabled ("Page x").
 */
export type ServerPagination = PagerText & {
  mode: "server";
  pageIndex: number;
  onPageIndexChange(index: number): void;
  pageSize?: number;
  pageCount?: number;
  rowCount?: number;
  hasNextPage?: boolean;
  /**
   * With `onSortingChange` the caller sorts all its rows and hands over the page (a header click orders the whole
   * result, not the page shown); without it a header sorts the page.
   */
  sorting?: SortingState;
  onSortingChange?(sorting: SortingState): void;
};

export type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumns<T>;
  data: readonly T[];
  getRowId(row: T, index: number): string;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** Skeleton rows while there are no rows yet; rows already shown stay, marked busy. */
  loading?: boolean;
  /** Shown in place of the rows, as an alert. */
  error?: ReactNode;
  pagination?: ClientPagination | ServerPagination;
  /** A fixed height (e.g. 500 for the logs) inside which the rows scroll under the header. */
  height?: number;
  initialSorting?: SortingState;
  /** Single-row selection with radio semantics: a click, Enter or Space selects, arrows move. */
  selection?: { selectedId: string | null; onSelect(id: string, row: T): void };
  onRowClick?(row: T): void;
  /** Space on a focused row (without `selection`): the desk ticks the row's checkbox. */
  onRowSpace?(row: T): void;
  /** A row's own background, in place of the stripes (a selected row shows the selection's). */
  rowClassName?(row: T): string | undefined;
  className?: string;
  testId?: string;
};

/**
 * The one table of the portal, on @tanstack/react-table: sortable headers, client or server pages with a pager,
 * empty, loading and error states, a sticky header, row focus from the keyboard and optional single-row selection.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    data,
    getRowId,
    empty = "No rows",
    loading = false,
    error,
    pagination,
    height,
    selection,
  } = props;
  const [sorting, setSorting] = useState<SortingState>(props.initialSorting ?? []);
  const [ownPageIndex, setOwnPageIndex] = useState(0);
  const server = pagination?.mode === "server";
  const pageSize = pagination?.pageSize ?? Math.max(1, data.length);
  const clientPages = Math.max(1, Math.ceil(data.length / pageSize));
  const requested = pagination?.pageIndex ?? ownPageIndex;
  const pageIndex = server ? requested : Math.min(requested, clientPages - 1);
  const setPageIndex = (i: number) => (pagination?.onPageIndexChange ?? setOwnPageIndex)(i);
  const callerSorts = pagination?.mode === "server" && pagination.onSortingChange ? pagination : null;
  const shownSorting = callerSorts ? (callerSorts.sorting ?? []) : sorting;

  // The table object is rebuilt from props and state on every render; nothing here is memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId,
    state: { sorting: shownSorting, pagination: { pageIndex: server ? 0 : pageIndex, pageSize } },
    onSortingChange: (updater) => {
      if (callerSorts) {
        callerSorts.onSortingChange?.(typeof updater === "function" ? updater(shownSorting) : updater);
        // The caller's new order starts again at its first page.
        if (pageIndex !== 0) setPageIndex(0);
        return;
      }
      setSorting(updater);
      // A new order starts again at the first page of the rows on the client.
      if (!server && pageIndex !== 0) setPageIndex(0);
    },
    manualSorting: callerSorts !== null,
    sortingFns: dataTableSortingFns,
    defaultColumn: { sortingFn: "natural", sortDescFirst: false },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: pagination && !server ? getPaginationRowModel() : undefined,
    manualPagination: !pagination || server,
    autoResetPageIndex: false,
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <div className={cn("flex flex-col gap-3", props.className)}>
      <div
        data-testid={props.testId}
        className={cn(
          "relative overflow-auto rounded-md border border-slate-200 bg-white",
          height === undefined && "max-h-[75vh]",
        )}
        style={height === undefined ? undefined : { height }}
      >
        <table
          aria-label={label}
          aria-busy={loading || undefined}
          role={selection ? "grid" : undefined}
          aria-multiselectable={selection ? false : undefined}
          className="min-w-full divide-y divide-slate-200 text-sm"
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <DataTableHeader key={header.id} header={header} sorted={header.column.getIsSorted()} sticky />
                ))}
              </tr>
            ))}
          </thead>
          <DataTableBody
            rows={rows}
            columnCount={columnCount}
            loading={loading}
            skeletonRows={Math.min(pagination?.pageSize ?? 5, 8)}
            error={error}
            empty={empty}
            selectedId={selection?.selectedId}
            onSelect={selection ? (row) => selection.onSelect(row.id, row.original) : undefined}
            onRowClick={props.onRowClick}
            onRowSpace={props.onRowSpace}
            rowClassName={props.rowClassName}
          />
        </table>
        {loading ? (
          <div role="status" className="pointer-events-none absolute inset-x-0 top-10 flex justify-center">
            <span
              className={cn(
                "rounded-full bg-slate-900/80 px-3 py-1 text-xs text-white",
                rows.length === 0 && "sr-only",
              )}
            >
              Loading…
            </span>
          </div>
        ) : null}
      </div>
      {pagination ? (
        <DataTablePager
          pagination={pagination}
          pageIndex={pageIndex}
          clientPages={clientPages}
          onPageIndex={setPageIndex}
          busy={loading}
        />
      ) : null}
    </div>
  );
}

type PagerFor = {
  pagination: ClientPagination | ServerPagination;
  pageIndex: number;
  clientPages: number;
  onPageIndex(i: number): void;
  busy: boolean;
};

function DataTablePager({ pagination: p, pageIndex, clientPages, onPageIndex, busy }: PagerFor) {
  const pages =
    p.mode === "client"
      ? clientPages
      : (p.pageCount ??
        (p.rowCount !== undefined && p.pageSize ? Math.max(1, Math.ceil(p.rowCount / p.pageSize)) : undefined));
  const canNext = p.mode === "server" && pages === undefined ? (p.hasNextPage ?? false) : undefined;
  return (
    <Pager
      page={pageIndex + 1}
      pages={pages}
      canNext={canNext}
      onPage={(page) => onPageIndex(page - 1)}
      disabled={p.mode === "server" && busy}
      label={p.label}
      previousLabel={p.previousLabel}
      nextLabel={p.nextLabel}
      status={p.status}
    />
  );
}
