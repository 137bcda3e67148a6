import type { QueueOrder } from "@/lib/shipping/desk/queue-order";
import { summarizeQueue } from "@/lib/shipping/desk/queue-order";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white px-4 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** Beyond the spec: the branch's queue size, its oldest order's age and its COD holds. */
export function QueueSummary({ orders, termsCodes }: { orders: readonly QueueOrder[]; termsCodes: readonly string[] }) {
  const s = summarizeQueue(orders, termsCodes);
  const age = s.oldestAgeDays === null ? "—" : s.oldestAgeDays === 1 ? "1 day" : `${s.oldestAgeDays} days`;
  return (
    <dl aria-label="Queue summary" className="grid grid-cols-3 gap-3 sm:max-w-xl">
      <Stat label="Queue size" value={s.queueSize} />
      <Stat label="Oldest order" value={age} />
      <Stat label="COD holds" value={s.codHolds} />
    </dl>
  );
}
