"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { SelectField } from "@/components/ui/field";
import type { Replacement } from "@/lib/data-tools/schemas";
import { ReplacementSections } from "./replacement-sections";

export type PdwOptionsValue = {
  removeCommas: boolean;
  removeDollars: boolean;
  upperColumn: string;
  upcColumn: string;
  replacements: Replacement[];
};

export const EMPTY_PDW_OPTIONS: PdwOptionsValue = {
  removeCommas: false,
  removeDollars: false,
  upperColumn: "",
  upcColumn: "",
  replacements: [{ column: "", search: "", replace: "" }],
};

/** The five processing options, applied in this order (CLARIFICATIONS 16). */
export function PdwOptionsForm({
  value,
  headers,
  onChange,
}: {
  value: PdwOptionsValue;
  headers: string[];
  onChange(value: PdwOptionsValue): void;
}) {
  const columnOptions = [{ value: "", label: "None" }, ...headers.map((h) => ({ value: h, label: h || "(blank)" }))];
  return (
    <div className="flex flex-col gap-4">
      <Checkbox
        label="1. Remove commas from all fields"
        checked={value.removeCommas}
        onChange={(removeCommas) => onChange({ ...value, removeCommas })}
      />
      <Checkbox
        label="2. Remove dollar signs from all columns"
        checked={value.removeDollars}
        onChange={(removeDollars) => onChange({ ...value, removeDollars })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="3. Uppercase text in column"
          value={value.upperColumn}
          options={columnOptions}
          onChange={(e) => onChange({ ...value, upperColumn: e.target.value })}
        />
        <SelectField
          label="4. Format column as 11-digit UPC"
          value={value.upcColumn}
          options={columnOptions}
          onChange={(e) => onChange({ ...value, upcColumn: e.target.value })}
        />
      </div>
      <ReplacementSections
        value={value.replacements}
        headers={headers}
        onChange={(replacements) => onChange({ ...value, replacements })}
      />
    </div>
  );
}
