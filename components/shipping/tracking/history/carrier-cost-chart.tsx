import { Histogram } from "@/components/ui/histogram";
import { formatMoney } from "@/lib/money/format-money";
import type { CarrierCost } from "@/lib/shipping/tracking/history/cost-by-carrier";
import { carrierFilter, tableHref } from "@/lib/shipping/tracking/history/table-href";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

/** A carrier as the chart names it: as it writes itself, or said to be unknown when the label names none. */
const nameOf = (carrier: string | null) => (carrier ? carrierName(carrier) : "Unknown carrier");

/**
 * Label cost per carrier over the period (a refunded label cost nothing), and every carrier's count of labels, which
 * add up to the Total Shipments card; a bar filters the table.
 */
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
      {costs.length === 0 ? (
        <>
          <p className="text-sm font-medium text-slate-700">Label cost by carrier</p>
          <p className="text-sm text-slate-600">No labels bought in this period.</p>
        </>
      ) : (
        <>
          <Histogram
            title="Label cost by carrier"
            bars={shown.map((c) => ({
              label: c.currency === "USD" ? nameOf(c.carrier) : `${nameOf(c.carrier)} (${c.currency})`,
              count: c.cost,
              valueText: formatMoney(c.cost, c.currency),
              href: c.carrier ? tableHref(keep, { carrier: carrierFilter(c.carrier) }) : undefined,
            }))}
          />
          <p className="text-sm text-slate-600">
            {costs.map((c) => `${nameOf(c.carrier)}: ${c.count} ${c.count === 1 ? "label" : "labels"}`).join(" · ")}
          </p>
        </>
      )}
    </div>
  );
}
