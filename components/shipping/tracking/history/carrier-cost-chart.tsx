import { Histogram } from "@/components/ui/histogram";
import { formatMoney } from "@/lib/money/format-money";
import type { CarrierCost } from "@/lib/shipping/tracking/history/cost-by-carrier";
import { carrierFilter, tableHref } from "@/lib/shipping/tracking/history/table-href";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

/** Label cost per carrier over the period (voided labels were refunded, so left out); a bar filters the table. */
export function CarrierCostChart({
  costs,
  keep,
}: {
  costs: readonly CarrierCost[];
  keep: { days: number; companyId: string | null };
}) {
  const shown = costs.filter((c) => c.cost > 0);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      {shown.length === 0 ? (
        <>
          <p className="text-sm font-medium text-slate-700">Label cost by carrier</p>
          <p className="text-sm text-slate-600">No labels bought in this period.</p>
        </>
      ) : (
        <>
          <Histogram
            title="Label cost by carrier"
            bars={shown.map((c) => ({
              label: c.currency === "USD" ? carrierName(c.carrier) : `${carrierName(c.carrier)} (${c.currency})`,
              count: c.cost,
              valueText: formatMoney(c.cost, c.currency),
              href: tableHref(keep, { carrier: carrierFilter(c.carrier) }),
            }))}
          />
          <p className="text-sm text-slate-600">
            {shown.map((c) => `${carrierName(c.carrier)}: ${c.count} labels`).join(" · ")}
          </p>
        </>
      )}
    </div>
  );
}
