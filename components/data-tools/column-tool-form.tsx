"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { DEFAULT_HEADER_ROW } from "@/lib/data-tools/limits";
import { CsvFileField } from "./csv-file-field";
import { useCsvHeaders } from "./use-csv-headers";

export type ColumnToolValue = { file: File | null; headerRow: number; column: string };

export const EMPTY_COLUMN_TOOL: ColumnToolValue = { file: null, headerRow: DEFAULT_HEADER_ROW, column: "" };

type Props = {
  value: ColumnToolValue;
  onChange(value: ColumnToolValue): void;
  actionLabel: string;
  progressLabel: string;
  progress: number | null;
  onRun(): void;
  children?: ReactNode;
};

/**
 * The Duplicate finder's and Value count's form: a CSV, its header row number (1 or more), and a column picked
 * once the headers are read. The action stays disabled until a file and a column are chosen.
 */
export function ColumnToolForm({ value, onChange, actionLabel, progressLabel, progress, onRun, children }: Props) {
  const { headers, error } = useCsvHeaders(value.file, value.headerRow);
  const column = headers.includes(value.column) ? value.column : "";
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <CsvFileField
          file={value.file}
          onFile={(file) => onChange({ ...value, file, column: "" })}
          disabled={progress !== null}
        />
        <TextField
          label="Header Row"
          type="number"
          min={1}
          step={1}
          value={Number.isFinite(value.headerRow) ? value.headerRow : ""}
          hint="The line the column names are on: 1 or more"
          onChange={(e) => onChange({ ...value, headerRow: e.target.valueAsNumber, column: "" })}
        />
        <SelectField
          label="Column"
          value={column}
          disabled={headers.length === 0}
          options={[
            { value: "", label: headers.length ? "Choose a column" : "Choose a file first" },
            ...headers.map((h) => ({ value: h, label: h || "(blank)" })),
          ]}
          onChange={(e) => onChange({ ...value, column: e.target.value })}
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onRun} disabled={!value.file || !column || progress !== null} busy={progress !== null}>
          {actionLabel}
        </Button>
        {children}
      </div>
      {progress !== null ? <ProgressBar value={progress} label={progressLabel} className="max-w-md" /> : null}
    </div>
  );
}
