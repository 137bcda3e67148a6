"use client";

import { useState } from "react";
import { cn } from "@/lib/cn";
import { controlSurface } from "@/components/ui/field";
import { MAX_PARCEL_LB as MAX_LB } from "@/lib/shipping/labels/package-limits";
import type { BatchReviewItem } from "./batch-dto";

/** The typed text as a weight in lb, or null when it is not one (empty, 0, over the most a package weighs). */
function weightOf(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() && Number.isFinite(n) && n > 0 && n <= MAX_LB ? n : null;
}

/**
 * A row's weight (CLARIFICATIONS 63): the ERP's sum or the one typed, editable; "Weight needed" when the ERP cannot
 * say. A changed weight (on Enter or leaving the box) is rated again by the server. A row that cannot ship has none.
 */
export function WeightCell(props: { item: BatchReviewItem; busy: boolean; onWeigh(lb: number): void }) {
  const { item } = props;
  const shown = item.weight === null ? "" : String(item.weight);
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // The server's answer (rounded up to the tenth) replaces what was typed.
  if (seen !== shown) {
    setSeen(shown);
    setText(shown);
  }
  if (!item.weightNeeded && item.weight === null) return <span className="text-slate-500">—</span>;
  const typed = weightOf(text);
  const invalid = text.trim() !== "" && typed === null;
  const commit = () => {
    if (typed !== null && typed !== item.weight) props.onWeigh(typed);
  };
  return (
    <span className="flex flex-col gap-1">
      <input
        type="text"
        inputMode="decimal"
        aria-label={`Weight of ${item.invoiceNumber} (lb)`}
        aria-invalid={invalid || undefined}
        placeholder={item.weightNeeded ? "lb" : undefined}
        className={cn("h-8 w-20", controlSurface, invalid && "border-red-500")}
        value={text}
        disabled={props.busy}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
      {item.weightNeeded ? <span className="text-xs font-medium text-red-700">Weight needed</span> : null}
      {invalid ? <span className="text-xs text-red-700">A weight of more than 0, up to {MAX_LB} lb.</span> : null}
    </span>
  );
}
