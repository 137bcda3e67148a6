import { flexRender, type Cell, type Row } from "@tanstack/react-table";
import type { MouseEvent, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useRowFocus } from "./use-row-focus";

type Props<T> = {
  rows: Row<T>[];
  columnCount: number;
  loading: boolean;
  skeletonRows: number;
  error?: ReactNode;
  empty: ReactNode;
  selectedId?: string | null;
  onSelect?(row: Row<T>): void;
  onRowClick?(row: T): void;
  onRowSpace?(row: T): void;
  rowClassName?(row: T): string | undefined;
};

/** A click inside a row's own link, button or field is that control's, not the row's. */
const INTERACTIVE = "a,button,input,select,textarea,label,[role=button],[role=link]";

function cellClass<T>(cell: Cell<T, unknown>): string | undefined {
  const meta = cell.column.columnDef.meta;
  const custom =
    typeof meta?.cellClassName === "function" ? meta.cellClassName(cell.row.original) : meta?.cellClassName;
  // The row gives the cell its colour and vertical alignment (both inherit), so a column's own class replaces them.
  return cn("px-3 py-2", meta?.align === "right" && "text-right tabular-nums", custom);
}

function StateRow({ columnCount, children, alert }: { columnCount: number; children: ReactNode; alert?: boolean }) {
  return (
    <tr>
      <td
        colSpan={columnCount}
        role={alert ? "alert" : undefined}
        className={cn("px-3 py-8 text-center", alert ? "text-red-700" : "text-slate-500")}
      >
        {children}
      </td>
    </tr>
  );
}

/** The rows of a data table, or its error, its loading skeleton or its empty text, in that order of precedence. */
export function DataTableBody<T>({
  rows,
  columnCount,
  loading,
  skeletonRows,
  error,
  empty,
  selectedId,
  onSelect,
  onRowClick,
  onRowSpace,
  rowClassName,
}: Props<T>) {
  const selecting = onSelect !== undefined;
  const activate = (row: Row<T>) => (selecting ? onSelect(row) : onRowClick?.(row.original));
  const selectedIndex = rows.findIndex((r) => r.id === selectedId);
  const focus = useRowFocus({
    count: error ? 0 : rows.length,
    initialIndex: Math.max(0, selectedIndex),
    onActivate: (i) => rows[i] && activate(rows[i]),
    spaceActivates: selecting,
    onSpace: onRowSpace && ((i) => rows[i] && onRowSpace(rows[i].original)),
  });

  if (error) {
    return (
      <tbody>
        <StateRow columnCount={columnCount} alert>
          {error}
        </StateRow>
      </tbody>
    );
  }
  if (rows.length === 0 && loading) {
    return (
      <tbody aria-hidden>
        {Array.from({ length: skeletonRows }, (_, r) => (
          <tr key={r} data-skeleton>
            {Array.from({ length: columnCount }, (_, c) => (
              <td key={c} className="px-3 py-3">
                <div className="h-4 animate-pulse rounded bg-slate-200" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  }

  function onClick(e: MouseEvent<HTMLTableRowElement>, row: Row<T>, index: number) {
    focus.focusedBy(index);
    const control = (e.target as HTMLElement).closest(INTERACTIVE);
    if (control && e.currentTarget.contains(control)) return;
    activate(row);
  }

  const clickable = selecting || onRowClick !== undefined;
  return (
    <tbody {...focus.bodyProps} className="divide-y divide-slate-100">
      {rows.length === 0 ? <StateRow columnCount={columnCount}>{empty}</StateRow> : null}
      {rows.map((row, index) => {
        const selected = row.id === selectedId;
        return (
          <tr
            key={row.id}
            tabIndex={focus.tabIndexOf(index)}
            aria-selected={selecting ? selected : undefined}
            onClick={(e) => onClick(e, row, index)}
            className={cn(
              "align-top text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500",
              clickable && "cursor-pointer hover:bg-brand-50/60",
              // One background: the selection's, else the row's own (rowClassName), else the stripes.
              selected
                ? "bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-600)]"
                : (rowClassName?.(row.original) ?? "odd:bg-white even:bg-slate-50/50"),
            )}
          >
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cellClass(cell)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
