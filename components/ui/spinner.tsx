import { cn } from "@/lib/cn";

/** A busy indicator with a label screen readers announce. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center gap-3 text-sm text-slate-600", className)}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
