"use client";

import { useId } from "react";
import { formatFileSize } from "@/lib/storage/format-file-size";

/** A labelled CSV file chooser; shows the chosen file's size. */
export function CsvFileField({ label = "CSV File", file, onFile, accept = ".csv", disabled }: { label?: string; file: File | null; onFile(file: File | null): void; accept?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {file ? <p className="text-xs text-slate-500">{file.name} · {formatFileSize(file.size)}</p> : null}
    </div>
  );
}
