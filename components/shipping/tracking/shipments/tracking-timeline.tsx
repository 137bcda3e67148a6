import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/dates/format-date-time";
import { trackEventLabel } from "@/lib/shipping/tracking/status-text";

export type TimelineEvent = { status: string; details: string; when: string | null; place: string };

const DOT: Record<string, string> = {
  DELIVERED: "bg-green-600",
  FAILURE: "bg-red-600",
  EXCEPTION: "bg-red-600",
  RETURNED: "bg-amber-600",
};

/** A shipment's tracking history, newest first, as an ordered list (both tracking pages use it). */
export function TrackingTimeline({ events, label = "Tracking history" }: { events: TimelineEvent[]; label?: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">No tracking events yet.</p>;
  const newestFirst = [...events].reverse();
  return (
    <ol aria-label={label} className="relative ml-2 border-l border-slate-200">
      {newestFirst.map((e, i) => (
        <li key={`${e.status}-${e.when}-${i}`} className="mb-4 ml-4">
          <span
            className={cn(
              "absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border border-white",
              DOT[e.status] ?? "bg-brand-600",
            )}
            aria-hidden
          />
          <p className="text-sm font-semibold text-slate-900">{trackEventLabel(e.status)}</p>
          {e.details ? <p className="text-sm text-slate-700">{e.details}</p> : null}
          <p className="text-xs text-slate-500">
            {[e.when ? formatDateTime(e.when) : null, e.place].filter(Boolean).join(" · ")}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function placeOf(
  location: { city?: string | null; state?: string | null; country?: string | null } | null | undefined,
): string {
  return [location?.city, location?.state, location?.country].filter(Boolean).join(", ");
}
