import { cn } from "@/lib/cn";
import { progressLine } from "@/lib/shipping/tracking/delivery-progress";

const DOT = {
  done: "bg-brand-600",
  current: "bg-brand-600 ring-4 ring-brand-100",
  upcoming: "bg-slate-300",
  stopped: "bg-amber-500 ring-4 ring-amber-100",
} as const;
const TEXT = {
  done: "text-slate-700",
  current: "font-semibold text-slate-900",
  upcoming: "text-slate-500",
  stopped: "font-semibold text-amber-800",
} as const;
const SAID = { done: "(done)", current: "(current step)", upcoming: "", stopped: "(stopped here)" } as const;

/**
 * Label, Shipped, In transit, Out for delivery, Delivered, with the shipment's step marked in text and with
 * aria-current="step"; a shipment stopped by a problem or a return marks the step its events reached, in amber.
 */
export function DeliveryProgress({ status, events }: { status: string | null; events?: readonly string[] }) {
  return (
    <ol aria-label="Delivery progress" className="grid grid-cols-5 gap-1">
      {progressLine(status, events).map(({ step, state }) => (
        <li
          key={step}
          aria-current={state === "current" || state === "stopped" ? "step" : undefined}
          className="flex flex-col items-center gap-1 text-center"
        >
          <span className={cn("h-2.5 w-2.5 rounded-full", DOT[state])} aria-hidden />
          <span className={cn("text-[11px] leading-tight", TEXT[state])}>
            {step}
            {SAID[state] ? <span className="sr-only"> {SAID[state]}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
