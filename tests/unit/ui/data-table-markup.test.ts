import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableColumns, type DataTableProps } from "@/components/ui/data-table";

type Rate = { id: string; carrier: string; amount: number };
const RATES: Rate[] = [
  { id: "r1", carrier: "UPS", amount: 12.5 },
  { id: "r2", carrier: "FedEx", amount: 9.75 },
  { id: "r3", carrier: "USPS", amount: 100 },
];
const COLUMNS: DataTableColumns<Rate> = [
  { accessorKey: "carrier", header: "Carrier" },
  { accessorKey: "amount", header: "Amount", sortingFn: "number", meta: { align: "right" } },
];

/** The table's first HTML, as the server renders it before the browser takes over. */
function html(props: Partial<DataTableProps<Rate>>) {
  return renderToStaticMarkup(
    createElement(DataTable<Rate>, { label: "Rates", columns: COLUMNS, data: RATES, getRowId: (r) => r.id, ...props }),
  );
}
const bodyRows = (markup: string) => markup.split("<tbody")[1].match(/<tr/g)?.length ?? 0;

describe("DataTable markup", () => {
  it("names the table, puts one row in the tab order and a sort button in each header", () => {
    const out = html({});
    expect(out).toContain('aria-label="Rates"');
    expect(out.match(/tabindex="0"/g)).toHaveLength(1);
    expect(out.match(/tabindex="-1"/g)).toHaveLength(2);
    expect(out.match(/<th[^>]*><button type="button"/g)).toHaveLength(2);
    expect(out).not.toContain('role="grid"');
    expect(out).not.toContain("aria-selected");
  });

  it("sorts from the start and says so in aria-sort", () => {
    const out = html({ initialSorting: [{ id: "amount", desc: true }] });
    expect(out).toMatch(/<th[^>]*aria-sort="descending"[^>]*><button[^>]*>Amount/);
    const amounts = [...out.matchAll(/<td[^>]*>([\d.]+)<\/td>/g)].map((m) => m[1]);
    expect(amounts).toEqual(["100", "12.5", "9.75"]);
  });

  it("is a single-select grid with the selected row marked and holding the tab stop", () => {
    const out = html({ selection: { selectedId: "r2", onSelect: () => {} } });
    expect(out).toContain('role="grid"');
    expect(out).toContain('aria-multiselectable="false"');
    expect(out).toMatch(/<tr tabindex="0" aria-selected="true"[^>]*>.*?FedEx/);
    expect(out.match(/aria-selected="false"/g)).toHaveLength(2);
  });

  it("shows skeleton rows while loading, then the error or the empty text in place of rows", () => {
    const loading = html({ data: [], loading: true, pagination: { mode: "client", pageSize: 4 } });
    expect(loading).toContain('aria-busy="true"');
    expect(loading.match(/data-skeleton/g)).toHaveLength(4);
    expect(loading).toContain('role="status"');

    const failed = html({ error: "Could not load rates." });
    expect(failed).toMatch(/<td colSpan="2" role="alert"[^>]*>Could not load rates.<\/td>/);
    expect(failed).not.toContain("UPS");

    expect(html({ data: [], empty: "No rates returned" })).toMatch(/<td colSpan="2"[^>]*>No rates returned<\/td>/);
  });

  it("cuts client pages and says which page of how many", () => {
    const out = html({ pagination: { mode: "client", pageSize: 2, pageIndex: 1 } });
    expect(bodyRows(out)).toBe(1);
    expect(out).toContain("Page 2 of 2");
  });

  it("pages on the server: page x of y from a total, or page x with Next enabled only when told", () => {
    const total = html({
      pagination: { mode: "server", pageIndex: 0, onPageIndexChange: () => {}, rowCount: 51, pageSize: 25 },
    });
    expect(total).toContain("Page 1 of 3");
    const open = html({
      pagination: { mode: "server", pageIndex: 0, onPageIndexChange: () => {}, hasNextPage: false },
    });
    expect(open).toMatch(/Page 1<\/span><button[^>]*disabled=""/);
    expect(open).toMatch(/<button[^>]*disabled=""[^>]*>Previous/);
  });
});
