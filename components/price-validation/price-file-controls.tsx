"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";

type Props = {
  disabled: boolean;
  canSubmit: boolean;
  running: boolean;
  onFile(file: File | undefined): void;
  onSubmit(): void;
};

/** The CSV file chooser (.csv only) and Submit Data, which reads Loading... while the comparison runs. */
export function PriceFileControls({ disabled, canSubmit, running, onFile, onSubmit }: Props) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Price file (CSV)
        </label>
        <input
          id={id}
          type="file"
          accept=".csv"
          disabled={disabled}
          onChange={(e) => onFile(e.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-50"
        />
      </div>
      <Button disabled={!canSubmit || disabled} onClick={onSubmit}>
        {running ? "Loading..." : "Submit Data"}
      </Button>
    </div>
  );
}
