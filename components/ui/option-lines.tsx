import type { ReactNode } from "react";

/** An `Autocomplete` option in two lines: what it is, then the details that tell it from its neighbours. */
export function OptionLines({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{title}</span>
      <span className="text-xs text-slate-500">{detail}</span>
    </span>
  );
}
