"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FieldShell } from "@/components/ui/field";
import { FileInput } from "@/components/ui/file-input";

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
      <FieldShell label="Price file (CSV)" id={id} required>
        <FileInput id={id} required accept=".csv" disabled={disabled} onFile={(file) => onFile(file ?? undefined)} />
      </FieldShell>
      <Button disabled={!canSubmit || disabled} onClick={onSubmit}>
        {running ? "Loading..." : "Submit Data"}
      </Button>
    </div>
  );
}
