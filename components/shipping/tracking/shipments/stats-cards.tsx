import Link from "next/link";
import { Histogram } from "@/components/ui/histogram";
import { formatMoney } from "@/lib/money/format-money";
import { tableHref } from "@/lib/shipping/tracking/history/table-href";
import { statusLabel } from "@/lib/shipping/tracking/status-text";
import type { ShipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";

type Props = {
  stats: ShipmentHistory["stats"];
  /** The period and the shown company: Problems links to exactly the rows it counts. */
  period: { from: string; to: string; companyId: string | null };
};

/**
 * The four statistic cards over the charts' period, and the status breakdown; drawn from the same read as the charts
 * (CLARIFICATIONS 66), so Total Shipments is the sum of the days' bars and of the carriers' labels.
 */
export function StatsCards({ stats, period }: Props) {
  const attentionHref = tableHref(
    { days: stats.days, companyId: period.companyId },
    { needsAttention: "true", dateFrom: period.from, dateTo: period.to },
  );
  const cost = stats.shipping_costs.length
    ? stats.shipping_costs.map((c) => formatMoney(c.amount, c.currency)).join(" + ")
    : formatMoney(0);
  const cards = [
    { label: "Total Shipments", value: String(stats.total_shipments) },
    { label: "Delivered", value: String(stats.status_breakdown.DELIVERED ?? 0) },
    { label: "Problems", value: String(stats.needing_attention), href: attentionHref },
    { label: "Total Shipping Cost", value: cost },
  ];
  const bars = Object.entries(stats.status_breakdown).map(([word, count]) => ({ label: statusLabel(word), count }));
  return (
    <section aria-label={`Last ${stats.days} days`} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{c.label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900">
              {c.href ? (
                <Link href={c.href} className="hover:underline" aria-label={`${c.label}: ${c.value}, show them`}>
                  {c.value}
                </Link>
              ) : (
                c.value
              )}
            </p>
            <p className="text-xs text-slate-500">Last {stats.days} days</p>
          </div>
        ))}
      </div>
      {bars.length ? <Histogram title="Shipments by status" bars={bars} /> : null}
    </section>
  );
}
