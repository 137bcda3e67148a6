import {
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { describe, expect, it } from "vitest";
import { compareDates, compareNatural, compareNumbers, dataTableSortingFns } from "@/components/ui/data-table-sorting";

type Row = { name: string; amount: number | null; when: string | null; cell: string };

/** The rows in the order the data table shows them for one sort: the library's sorted row model with our orders. */
function sortedBy(rows: Row[], sorting: SortingState, columns: ColumnDef<Row>[]) {
  const table = createTable<Row>({
    data: rows,
    columns,
    state: { sorting, columnPinning: {}, columnVisibility: {}, columnOrder: [] },
    onStateChange: () => {},
    renderFallbackValue: null,
    sortingFns: dataTableSortingFns,
    defaultColumn: { sortingFn: "natural", sortDescFirst: false },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table.getRowModel().rows.map((r) => r.original.name);
}

const COLUMNS: ColumnDef<Row>[] = [
  { accessorKey: "name" },
  { accessorKey: "amount", sortingFn: "number" },
  { accessorKey: "when", sortingFn: "date" },
  { accessorKey: "cell" },
];

const ROWS: Row[] = [
  { name: "b", amount: 10, when: "2026-03-01T10:00:00Z", cell: "10" },
  { name: "a", amount: 9, when: "2025-12-31T23:00:00Z", cell: "9" },
  { name: "c", amount: null, when: null, cell: "" },
  { name: "d", amount: 100, when: "2026-02-28T00:00:00Z", cell: "-2.5" },
];

describe("data table sorting", () => {
  it("sorts numbers as numbers, both ways, with no value last when ascending", () => {
    expect(sortedBy(ROWS, [{ id: "amount", desc: false }], COLUMNS)).toEqual(["a", "b", "d", "c"]);
    expect(sortedBy(ROWS, [{ id: "amount", desc: true }], COLUMNS)).toEqual(["c", "d", "b", "a"]);
  });

  it("sorts dates as dates, not as the text they are written in", () => {
    expect(sortedBy(ROWS, [{ id: "when", desc: false }], COLUMNS)).toEqual(["a", "d", "b", "c"]);
    expect(compareDates("10/31/2026", "9/1/2026")).toBe(1);
    expect(compareDates(new Date("2026-01-02"), "2026-01-01")).toBe(1);
  });

  it("sorts text cells that hold numbers by their value (CSV columns are text)", () => {
    expect(sortedBy(ROWS, [{ id: "cell", desc: false }], COLUMNS)).toEqual(["d", "a", "b", "c"]);
  });

  it("reads numbers the way a spreadsheet writes them", () => {
    expect(compareNumbers("$1,234.50", "999")).toBe(1);
    expect(compareNumbers("1.5", "1.25")).toBe(1);
    expect(compareNumbers("-3", "2")).toBe(-1);
    expect(compareNumbers("n/a", "2")).toBe(1);
  });

  it("compares words in the reader's order with digit runs by value, and blanks after everything", () => {
    expect(compareNatural("Item 9", "Item 10")).toBe(-1);
    expect(compareNatural("apple", "Banana")).toBe(-1);
    expect(compareNatural("ÉCLAIR", "eclair")).toBe(0);
    expect(compareNatural("", "zzz")).toBe(1);
    expect(compareNatural(null, "")).toBe(0);
    expect(compareNatural("10/02/2026", "9/30/2026")).toBe(1);
    expect(compareNatural("2026-10-02", "2026-09-30")).toBe(1);
  });
});
