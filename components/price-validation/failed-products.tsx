import { DataTable } from "@/components/ui/data-table";
import { MAX_TABLE_ROWS } from "@/lib/price-validation/constants";
import type { FailedProduct } from "@/lib/price-validation/schemas";
import { FAILED_COLUMNS } from "./results-columns";

/** The rows that got no price (spec 2 section 8), at most 1000 on screen like the results. */
export function FailedProducts({ failed }: { failed: readonly FailedProduct[] }) {
  return (
    <section aria-labelledby="failed-products" className="flex flex-col gap-2">
      <h2 id="failed-products" className="text-lg font-semibold text-red-700">
        Failed Products
      </h2>
      {failed.length > MAX_TABLE_ROWS ? (
        <p className="text-sm text-slate-600">
          Showing the first {MAX_TABLE_ROWS} of {failed.length}.
        </p>
      ) : null}
      <DataTable
        label="Failed Products"
        columns={FAILED_COLUMNS}
        data={failed.slice(0, MAX_TABLE_ROWS)}
        getRowId={(f) => String(f.line)}
      />
    </section>
  );
}
