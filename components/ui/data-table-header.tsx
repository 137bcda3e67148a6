import { flexRender, type Header, type SortDirection } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "@/lib/cn";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * One column header. A sortable one holds a button (Enter or Space sorts, like a click: ascending, descending,
 * unsorted), and the sorted column says its order in `aria-sort`; the button's name is the header's text.
 */
type Props<T> = { header: Header<T, unknown>; sorted: false | SortDirection; sticky: boolean };

export function DataTableHeader<T>({ header, sorted, sticky }: Props<T>) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
      className={cn(
        "bg-slate-50 px-3 py-2 font-semibold text-slate-700",
        sticky && "sticky top-0 z-10 shadow-[inset_0_-1px_0_var(--color-slate-200)]",
        meta?.align === "right" ? "text-right" : "text-left",
        meta?.headerClassName,
      )}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            "-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600",
            meta?.align === "right" && "flex-row-reverse",
          )}
        >
          {content}
          <Icon className={cn("h-3.5 w-3.5 shrink-0", sorted ? "text-slate-700" : "text-slate-400")} aria-hidden />
        </button>
      ) : (
        content
      )}
    </th>
  );
}
