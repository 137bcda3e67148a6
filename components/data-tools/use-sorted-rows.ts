"use client";

import type { SortingState } from "@tanstack/react-table";
import { useMemo, useState } from "react";

type Compare = (a: unknown, b: unknown) => number;

/**
 * A whole result sorted by the table's header clicks, for a table that is handed one page at a time (a result of up
 * to a million rows is never made into table rows at once). The order is the data table's own (`compareFor`).
 */
export function useSortedRows<T>(
  rows: readonly T[],
  valueOf: (row: T, columnId: string) => unknown,
  compareFor: (columnId: string) => Compare,
) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const sorted = useMemo(() => {
    const [by] = sorting;
    if (!by) return rows;
    const compare = compareFor(by.id);
    const direction = by.desc ? -1 : 1;
    // Array sort is stable: equal values keep the result's own order.
    return rows.slice().sort((a, b) => direction * compare(valueOf(a, by.id), valueOf(b, by.id)));
  }, [rows, sorting, valueOf, compareFor]);
  return { sorted, sorting, setSorting };
}
