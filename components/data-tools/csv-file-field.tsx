"use client";

import { useId } from "react";
import { FileInput } from "@/components/ui/file-input";
import { formatFileSize } from "@/lib/storage/format-file-size";

/** A labelled CSV file chooser; shows the chosen file's size. */
export function CsvFileField({
  label = "CSV File",
  file,
  onFile,
  accept = ".csv",
  disabled,
}: {
  label?: string;
  file: File | null;
  onFile(file: File | null): void;
  accept?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <FileInput id={id} accept={accept} disabled={disabled} onFile={onFile} />
      {file ? (
        <p className="text-xs text-slate-500">
          {file.name} · {formatFileSize(file.size)}
        </p>
      ) : null}
    </div>
  );
}
