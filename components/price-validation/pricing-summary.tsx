import type { DifferenceSummary } from "@/lib/price-validation/summarize-differences";

/** The Pricing Summary (spec 2 section 9). */
export function PricingSummary({ summary }: { summary: DifferenceSummary }) {
  const items: [string, string | number][] = [
    ["Total Products", summary.total],
    ["Zero Price Difference", summary.exact],
    ["Some Price Difference", summary.nonZero],
    ["Difference less than $0.06", summary.tiny],
    ["% Exact Match", `${summary.exactPct}%`],
    ["% Match within 5 cents", `${summary.within5CentsPct}%`],
  ];
  return (
    <section aria-label="Pricing Summary" className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Pricing Summary</h2>
      <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
