import type { ReactNode } from "react";
import { countLeftToShip, summarizeQueue, type QueueRow } from "@/lib/shipping/desk/queue-order";

function Stat({ label, value, note }: { label: string; value: string | number; note?: ReactNode }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white px-4 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">
        {value}
        {note ? <span className="text-sm font-normal text-slate-600"> {note}</span> : null}
      </dd>
    </div>
  );
}

/** Beyond the spec: the branch's queue size, how much of it is left to ship, its oldest order's age and COD holds. */
export function QueueSummary({ orders, termsCodes }: { orders: readonly QueueRow[]; termsCodes: readonly string[] }) {
  const s = summarizeQueue(orders, termsCodes);
  const left = countLeftToShip(orders);
  const age = s.oldestAgeDays === null ? "—" : s.oldestAgeDays === 1 ? "1 day" : `${s.oldestAgeDays} days`;
  return (
    <dl aria-label="Queue summary" className="grid grid-cols-2 gap-3 sm:max-w-2xl sm:grid-cols-4">
      <Stat label="Queue size" value={s.queueSize} />
      <Stat label="Left to ship" value={left.toShip} note={`(${left.shipped} shipped)`} />
      <Stat label="Oldest order" value={age} />
      <Stat label="COD holds" value={s.codHolds} />
    </dl>
  );
}
