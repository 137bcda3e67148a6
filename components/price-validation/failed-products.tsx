import { MAX_TABLE_ROWS } from "@/lib/price-validation/constants";
import type { FailedProduct } from "@/lib/price-validation/schemas";

/** The rows that got no price: original id and HER_PN (spec 2 section 8), with the line and the reason. */
export function FailedProducts({ failed }: { failed: readonly FailedProduct[] }) {
  const shown = failed.slice(0, MAX_TABLE_ROWS);
  return (
    <section aria-labelledby="failed-products" className="flex flex-col gap-2">
      <h2 id="failed-products" className="text-lg font-semibold text-red-700">
        Failed Products
      </h2>
      {failed.length > MAX_TABLE_ROWS ? <p className="text-sm text-slate-600">Showing the first {MAX_TABLE_ROWS} of {failed.length}.</p> : null}
      <ul className="flex flex-col gap-1 text-sm text-red-800">
        {shown.map((f) => (
          <li key={f.line}>
            Original ID: {f.originalProductId} | HER_PN: {f.herProductId || "N/A"}
            <span className="text-slate-600">
              {" "}
              · customer {f.customerId}, line {f.line}: {f.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
