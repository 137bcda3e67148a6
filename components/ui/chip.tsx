import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  neutral: "border-slate-200 bg-slate-100 text-slate-700",
  brand: "border-brand-100 bg-brand-50 text-brand-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

const SIZES = { xs: "text-xs", sm: "text-sm" } as const;

/** A small rounded label (features, IP addresses, methods). */
export function Chip({
  tone = "neutral",
  size = "xs",
  title,
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      title={title}
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 font-medium",
        SIZES[size],
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A row of chips, one a value (the products, roles or features of an admin table row). */
export function ChipList({
  values,
  tone,
  className,
}: {
  values: readonly string[];
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-1", className)}>
      {values.map((v) => (
        <Chip key={v} tone={tone}>
          {v}
        </Chip>
      ))}
    </div>
  );
}
