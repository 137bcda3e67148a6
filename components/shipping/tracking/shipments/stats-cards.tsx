import { Histogram } from "@/components/ui/histogram";
import { formatMoney } from "@/lib/money/format-money";
import { statusLabel } from "@/lib/shipping/tracking/status-text";
import type { ShipmentStats } from "@/lib/shipping/tracking/shipments/shipment-stats";

/** The four statistic cards over the last 30 days, and the status breakdown as a small SVG chart (no chart library). */
export function StatsCards({ stats }: { stats: ShipmentStats | null }) {
  const cards = [
    { label: "Total Shipments", value: stats ? String(stats.total_shipments) : "…" },
    { label: "Delivered", value: stats ? String(stats.status_breakdown.DELIVERED ?? 0) : "…" },
    { label: "Needing Attention", value: stats ? String(stats.needing_attention) : "…" },
    { label: "Total Shipping Cost", value: stats ? formatMoney(stats.total_shipping_cost) : "…" },
  ];
  const bars = Object.entries(stats?.status_breakdown ?? {}).map(([label, count]) => ({
    label: statusLabel(label),
    count,
  }));
  return (
    <section aria-label={`Last ${stats?.days ?? 30} days`} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{c.label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900">{c.value}</p>
            <p className="text-xs text-slate-500">Last {stats?.days ?? 30} days</p>
          </div>
        ))}
      </div>
      {bars.length ? <Histogram title="Shipments by status" bars={bars} /> : null}
    </section>
  );
}
