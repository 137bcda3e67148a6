"use client";

import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { FieldShell } from "@/components/ui/field";
import { FileInput } from "@/components/ui/file-input";

type Props = {
  label: string;
  onFile(file: File | null): void;
  headers: string[];
  error: string | null;
  disabled?: boolean;
};

/** A .csv chooser for one inventory file, with the column names read from its line 9. */
export function InventoryFileField({ label, onFile, headers, error, disabled }: Props) {
  const id = useId();
  return (
    <FieldShell label={label} id={id} required>
      <FileInput id={id} required accept=".csv" disabled={disabled} onFile={onFile} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {headers.length > 0 ? (
        <ul aria-label={`${label} columns`} className="flex max-h-32 flex-wrap gap-1 overflow-auto">
          {headers.map((h, i) => (
            <li key={i} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {h || "(blank)"}
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
