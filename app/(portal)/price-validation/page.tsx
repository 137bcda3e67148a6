import { PriceComparison } from "@/components/price-validation/price-comparison";
import { requireUser } from "@/lib/auth/current-user";

export default async function PriceComparisonPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Price Comparison</h1>
        <p className="mt-1 text-sm text-slate-600">
          Upload a CSV of invoiced lines to compare each sell price with the customer&apos;s current ERP price.
        </p>
      </div>
      <PriceComparison />
    </div>
  );
}
