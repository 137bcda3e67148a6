import Link from "next/link";
import { formatDate } from "@/lib/dates/format-date";
import type { DayFigure } from "@/lib/shipping/tracking/history/daily-by-status";
import { tableHref } from "@/lib/shipping/tracking/history/table-href";
import { statusLabel } from "@/lib/shipping/tracking/status-text";
import { statusFill } from "./status-fill";

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 22;
const TOP = 8;

/** Days are UTC days (the table's Date From / Date To count them so): read them in UTC too. */
const dayText = (day: string) => formatDate(`${day}T12:00:00Z`, "UTC");
const shortDay = (day: string) => dayText(day).replace(/, \d{4}$/, "");

type Keep = { days: number; companyId: string | null };

/**
 * Shipments per day by status, stacked, drawn on the server. Each piece of a bar is a link to the table filtered
 * to that day and status; the legend's statuses link to the table filtered to that status over the period.
 */
export function DailyStatusChart({ days, keep }: { days: readonly DayFigure[]; keep: Keep }) {
  const from = days[0]?.day;
  const to = days.at(-1)?.day;
  const max = Math.max(1, ...days.map((d) => d.total));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.75);
  const plot = HEIGHT - AXIS - TOP;
  const tickEvery = Math.ceil(days.length / 8);
  const total = days.reduce((n, d) => n + d.total, 0);
  const busiest = days.reduce<DayFigure | null>((b, d) => (d.total > (b?.total ?? 0) ? d : b), null);
  const statuses = [...new Set(days.flatMap((d) => d.byStatus.map((s) => s.status)))];
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 lg:col-span-2">
      <figcaption className="text-sm font-medium text-slate-700">Shipments per day by status</figcaption>
      <p className="text-sm text-slate-600">
        {total === 0
          ? "No shipments in this period."
          : `${total} shipments from ${dayText(from!)} to ${dayText(to!)}; the busiest day was ${dayText(busiest!.day)} with ${busiest!.total}.`}
      </p>
      {total > 0 ? (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="group"
            aria-label="Shipments per day by status"
            className="h-auto w-full"
          >
            <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-slate-300" />
            {days.map((d, i) => {
              const x = i * slot + (slot - barWidth) / 2;
              let y = HEIGHT - AXIS;
              return (
                <g key={d.day}>
                  {d.byStatus.map((s) => {
                    const h = (s.count / max) * plot;
                    y -= h;
                    const name = `${dayText(d.day)}: ${s.count} ${statusLabel(s.status)}`;
                    return (
                      <a
                        key={s.status}
                        href={tableHref(keep, { status: s.status, dateFrom: d.day, dateTo: d.day })}
                        aria-label={name}
                        className="hover:opacity-75"
                      >
                        <rect
                          x={x}
                          y={y}
                          width={barWidth}
                          height={Math.max(1, h)}
                          className={statusFill(s.status).fill}
                        >
                          <title>{name}</title>
                        </rect>
                      </a>
                    );
                  })}
                  {i % tickEvery === 0 ? (
                    <text
                      x={i * slot + slot / 2}
                      y={HEIGHT - AXIS + 15}
                      textAnchor="middle"
                      className="fill-slate-600 text-[11px]"
                      aria-hidden="true"
                    >
                      {shortDay(d.day)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
          <ul aria-label="Statuses" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {statuses.map((status) => (
              <li key={status}>
                <Link
                  href={tableHref(keep, { status, dateFrom: from, dateTo: to })}
                  className="inline-flex items-center gap-1.5 text-slate-700 hover:underline"
                >
                  <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${statusFill(status).swatch}`} />
                  {statusLabel(status)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </figure>
  );
}
