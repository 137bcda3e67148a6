import { DataTable } from "@/components/ui/data-table";
import { MAX_TABLE_ROWS } from "@/lib/price-validation/constants";
import type { PriceResult } from "@/lib/price-validation/schemas";
import { RESULTS_COLUMNS } from "./results-columns";

/** The results, at most 1000 rows on screen (spec 2 section 9); the download has them all. */
export function ResultsTable({ rows }: { rows: readonly PriceResult[] }) {
  return (
    <div className="flex flex-col gap-2">
      {rows.length > MAX_TABLE_ROWS ? (
        <p className="text-sm text-slate-600">
          Showing the first {MAX_TABLE_ROWS} of {rows.length} rows. Download CSV for all of them.
        </p>
      ) : null}
      <DataTable
        label="Price comparison results"
        columns={RESULTS_COLUMNS}
        data={rows.slice(0, MAX_TABLE_ROWS)}
        getRowId={(r) => `${r.line}-${r.herProductId}`}
        empty="No rows to show."
      />
    </div>
  );
}
