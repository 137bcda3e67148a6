import { cn } from "@/lib/cn";

/**
 * A labelled progress bar (0–1); tests and screen readers read it as a progressbar with its percentage.
 * `indeterminate`: the work goes on but its share done is unknown (an upload sent, its answer not yet come), so
 * the bar moves without a percentage and has no aria-valuenow.
 */
export function ProgressBar({
  value,
  label,
  className,
  indeterminate = false,
}: {
  value: number;
  label: string;
  className?: string;
  indeterminate?: boolean;
}) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        {indeterminate ? null : <span>{pct}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={indeterminate ? undefined : pct}
        aria-busy={indeterminate || undefined}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        {indeterminate ? (
          <div className="h-full w-full animate-pulse rounded-full bg-brand-600/60" />
        ) : (
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-150"
            style={{ width: `${pct}%` }}
          />
        )}
      </div>
    </div>
  );
}
