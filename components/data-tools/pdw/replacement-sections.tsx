"use client";

import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { MAX_REPLACEMENTS, MIN_REPLACEMENTS } from "@/lib/data-tools/limits";
import type { Replacement } from "@/lib/data-tools/schemas";

type Props = { value: Replacement[]; headers: string[]; onChange(value: Replacement[]): void };

/** Search-and-replace sections: 1 to 10 of them (Add Section and delete disable at the limits). */
export function ReplacementSections({ value, headers, onChange }: Props) {
  const set = (i: number, patch: Partial<Replacement>) =>
    onChange(value.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-700">5. Search and replace</legend>
      {value.map((r, i) => (
        <div
          key={i}
          role="group"
          aria-label={`Operation ${i + 1}`}
          className="grid items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <SelectField
            label="Column"
            value={r.column}
            options={[
              { value: "", label: "Choose a column" },
              ...headers.map((h) => ({ value: h, label: h || "(blank)" })),
            ]}
            onChange={(e) => set(i, { column: e.target.value })}
          />
          <TextField label="Search text" value={r.search} onChange={(e) => set(i, { search: e.target.value })} />
          <TextField
            label="Replace with"
            value={r.replace}
            hint="Leave empty to remove the text"
            onChange={(e) => set(i, { replace: e.target.value })}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete operation ${i + 1}`}
            disabled={value.length <= MIN_REPLACEMENTS}
            onClick={() => onChange(value.filter((_, k) => k !== i))}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={value.length >= MAX_REPLACEMENTS}
          onClick={() => onChange([...value, { column: "", search: "", replace: "" }])}
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add Section
        </Button>
      </div>
    </fieldset>
  );
}
