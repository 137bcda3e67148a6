"use client";

import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange"> & {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Some but not all of what this box stands for is ticked (a group's box): shown and announced as mixed. */
  mixed?: boolean;
};

/**
 * A native checkbox inside its label, so a click on the text toggles it and tests find it by that text. The box sits
 * on the label's first line, so a label of two lines reads as one item.
 */
export function Checkbox({ label, checked, onChange, mixed, className, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not as an attribute React could render.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(mixed);
  }, [mixed]);
  return (
    <label className={cn("inline-flex items-start gap-2 text-sm text-slate-800", className)}>
      <input
        ref={ref}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...props}
      />
      {label}
    </label>
  );
}
