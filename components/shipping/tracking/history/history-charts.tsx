import Link from "next/link";
import type { ShipmentHistory } from "@/lib/shipping/tracking/history/shipment-history";
import { HISTORY_PERIODS } from "@/lib/shipping/tracking/history/period";
import { tableHref } from "@/lib/shipping/tracking/history/table-href";
import { CarrierCostChart } from "./carrier-cost-chart";
import { DailyStatusChart } from "./daily-status-chart";
import { OnTimeChart } from "./on-time-chart";

/**
 * Shipping history above the Shipment Tracking table (issue 29): drawn on the server, no chart library, so the
 * screen's first-load JavaScript does not grow. The period is in the address (`?days=`); every bar is a link that
 * filters the table.
 */
export function HistoryCharts({ history, companyId }: { history: ShipmentHistory; companyId: string | null }) {
  const keep = { days: history.days, companyId };
  return (
    <section aria-labelledby="shipping-history" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shipping-history" className="text-lg font-semibold">
          Shipping history
        </h2>
        <nav aria-label="History period" className="flex gap-1 text-sm">
          {HISTORY_PERIODS.map((days) => (
            <Link
              key={days}
              href={tableHref({ days, companyId }, {}, null)}
              aria-current={days === history.days ? "page" : undefined}
              className={
                days === history.days
                  ? "rounded bg-brand-700 px-2 py-1 font-medium text-white"
                  : "rounded px-2 py-1 text-brand-700 hover:bg-slate-100"
              }
            >
              {days} days
            </Link>
          ))}
        </nav>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyStatusChart days={history.perDay} keep={keep} />
        <CarrierCostChart costs={history.costByCarrier} keep={keep} />
        <OnTimeChart figures={history.onTime} keep={keep} />
      </div>
    </section>
  );
}
