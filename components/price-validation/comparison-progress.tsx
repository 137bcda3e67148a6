import type { Progress } from "./use-price-comparison";

/** How many of the file's rows the comparison has settled (priced or failed). */
export function ComparisonProgress({ progress }: { progress: Progress }) {
  const pct = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Pricing progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">
        {progress.total ? `Checked ${progress.done} of ${progress.total} rows (${pct}%)` : "Starting…"}
      </p>
    </div>
  );
}
