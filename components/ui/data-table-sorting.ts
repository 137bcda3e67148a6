import type { Row, RowData, SortingFn } from "@tanstack/react-table";

// The data table's own sort orders and column options, known to @tanstack/react-table by name, so a columns file
// writes `sortingFn: "date"` and `meta: { align: "right" }` and the type checker holds it to these.
declare module "@tanstack/react-table" {
  interface SortingFns {
    number: SortingFn<unknown>;
    date: SortingFn<unknown>;
    natural: SortingFn<unknown>;
  }
  // TData and TValue must match the library's declaration for the merge, though these options use only TData.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-align the header and cells (amounts, counts, sizes). */
    align?: "right";
    /** Classes for the column's cells; a function gets the row. */
    cellClassName?: string | ((row: TData) => string | undefined);
    headerClassName?: string;
  }
}

/** A plain number in a cell: "1,234.50", "$12", "-3", " 7 " (CSV cells are text); anything else is not. */
const NUMBER_TEXT = /^\s*-?\$?-?[\d,]*\.?\d+\s*$/;
/** Dates as people type them in CSV files: 2026-10-31 (with or without a time) or 10/31/2026. */
const DATE_TEXT = /^\s*(\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}\/\d{1,2}\/\d{2,4})\s*$/;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

export function toSortNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && NUMBER_TEXT.test(v)) {
    const n = Number(v.replace(/[$,\s]/g, ""));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function toSortTime(v: unknown): number | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.getTime();
  if (typeof v === "string" && !blank(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** Orders two values, keys first and values without a key (blank or unreadable) after them, ascending. */
function byKey<K>(key: (v: unknown) => K | null, compare: (a: K, b: K) => number) {
  return (a: unknown, b: unknown): number => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) return ka === kb ? 0 : ka === null ? 1 : -1;
    return compare(ka, kb);
  };
}

const numeric = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

export const compareNumbers = byKey(toSortNumber, numeric);
export const compareDates = byKey(toSortTime, numeric);

/**
 * The default order: numbers as numbers and dates as dates when both values read as one (CSV cells are all text),
 * otherwise text in the reader's language with digit runs compared by value ("Item 9" before "Item 10").
 */
export function compareNatural(a: unknown, b: unknown): number {
  if (blank(a) || blank(b)) return blank(a) === blank(b) ? 0 : blank(a) ? 1 : -1;
  const na = toSortNumber(a);
  const nb = toSortNumber(b);
  if (na !== null && nb !== null) return numeric(na, nb);
  const dateLike = (v: unknown) => v instanceof Date || (typeof v === "string" && DATE_TEXT.test(v));
  if (dateLike(a) && dateLike(b)) return compareDates(a, b);
  return collator.compare(String(a), String(b));
}

const onRows =
  (compare: (a: unknown, b: unknown) => number): SortingFn<unknown> =>
  (rowA: Row<unknown>, rowB: Row<unknown>, columnId: string) =>
    compare(rowA.getValue(columnId), rowB.getValue(columnId));

/** Handed to every data table; columns pick one with `sortingFn: "number" | "date"`, "natural" is the default. */
export const dataTableSortingFns = {
  number: onRows(compareNumbers),
  date: onRows(compareDates),
  natural: onRows(compareNatural),
};
