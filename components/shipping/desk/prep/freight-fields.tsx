import { TextField } from "@/components/ui/field";
import type { FreightProduct } from "@/lib/shipping/freight/get-freight-product";

export type FreightMethod = "filedrop" | "lineitem";
const METHODS: [FreightMethod, string][] = [
  ["filedrop", "Starship File Drop"],
  ["lineitem", "Invoice Line Item"],
];

/** Freight Posting Method, and the read-only Freight Product ID with its description and category. */
export function FreightFields({
  method,
  onMethod,
  product,
}: {
  method: FreightMethod;
  onMethod(m: FreightMethod): void;
  product: FreightProduct | null;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Freight Posting Method</legend>
      <div role="radiogroup" aria-label="Freight Posting Method" className="flex flex-wrap gap-6 text-sm">
        {METHODS.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="freight-method"
              value={value}
              checked={method === value}
              onChange={() => onMethod(value)}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-end">
        <TextField
          label="Freight Product ID"
          value={product?.productId ?? ""}
          readOnly
          placeholder="Not set in Ship54 Settings"
        />
        <p className="text-sm text-slate-700" aria-label="Freight product">
          {product
            ? `${product.description ?? "Description not found"}${product.category ? ` · ${product.category}` : ""}`
            : ""}
        </p>
      </div>
    </fieldset>
  );
}
