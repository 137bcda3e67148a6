"use client";

import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type SwitchProps = Omit<ComponentProps<"button">, "children" | "onChange" | "role" | "type"> & {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
};

/**
 * An on/off switch: a button with role switch, so Space and Enter toggle it and aria-checked tells its state. Name it
 * with `aria-labelledby` (or `aria-label`) so screen readers and tests find it by its text. A native button rather
 * than Radix's Switch: the same behaviour for a one-value control, without its code on the screens' first load.
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? "checked" : "unchecked"}
      className={cn(
        "group relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) onCheckedChange(!checked);
      }}
      {...props}
    >
      <span className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[state=checked]:translate-x-[22px]" />
    </button>
  );
}
