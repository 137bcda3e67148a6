import Link from "next/link";
import type { OnTimeFigure } from "@/lib/shipping/tracking/history/on-time";
import { carrierFilter, tableHref } from "@/lib/shipping/tracking/history/table-href";
import { carrierName } from "@/lib/shipping/tracking/carrier-links";

/**
 * On-time delivery per carrier and service: delivered within the rate's estimated days of the label's purchase,
 * out of the delivered shipments that had an estimate. Each row links to the table filtered to those deliveries.
 */
export function OnTimeChart({
  figures,
  keep,
}: {
  figures: readonly OnTimeFigure[];
  keep: { days: number; companyId: string | null };
}) {
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-700">On-time delivery by carrier and service</figcaption>
      {figures.length === 0 ? (
        <p className="text-sm text-slate-600">No deliveries with an estimate in this period.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {figures.map((f) => {
            const name = `${carrierName(f.carrier)} ${f.service}`.trim();
            return (
              <li key={`${f.carrier} ${f.service}`}>
                <Link
                  href={tableHref(keep, {
                    carrier: carrierFilter(f.carrier),
                    service: f.service || undefined,
                    status: "DELIVERED",
                  })}
                  className="group flex flex-col gap-1 text-sm"
                >
                  <span className="flex justify-between gap-2 text-slate-700 group-hover:underline">
                    <span>{name}</span>
                    <span className="whitespace-nowrap">
                      {f.percent}% on time ({f.onTime} of {f.measured})
                    </span>
                  </span>
                  <span aria-hidden="true" className="h-2 rounded bg-slate-100">
                    <span
                      className={`block h-2 rounded ${f.percent >= 90 ? "bg-green-600" : f.percent >= 75 ? "bg-amber-500" : "bg-red-600"}`}
                      style={{ width: `${f.percent}%` }}
                    />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
