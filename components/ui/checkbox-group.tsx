import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Checkbox } from "./checkbox";

type Option<T extends string> = { value: T; label: ReactNode };

type CheckboxGroupProps<T extends string> = {
  legend: ReactNode;
  options: readonly Option<T>[];
  value: readonly T[];
  onChange(next: T[]): void;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
};

/** Pick any number of options; the legend names the group, so it is found by role "group" and its name. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  hint,
  error,
  className,
}: CheckboxGroupProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((v) => v === option || value.includes(v))
        : value.filter((v) => v !== option),
    );
  return (
    <fieldset className={cn("flex flex-col gap-1", className)} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={value.includes(o.value)}
            onChange={(checked) => toggle(o.value, checked)}
          />
        ))}
        {options.length === 0 ? <span className="text-sm text-slate-500">None available</span> : null}
      </div>
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </fieldset>
  );
}
