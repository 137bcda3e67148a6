"use client";

import { useEffect, useId } from "react";
import { FileInput } from "@/components/ui/file-input";
import { formatFileSize } from "@/lib/storage/format-file-size";
import { useKeptFile } from "./kept-file";

/**
 * A labelled CSV file chooser; shows the chosen file's size. A tool opened after another took a file starts with
 * that file (Data Tools' kept file), and a file chosen here is kept for the next tool.
 */
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
  const kept = useKeptFile();
  useEffect(() => {
    if (!file && kept.file) onFile(kept.file);
    // Once, when the tool opens: later choices go through choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = (next: File | null) => {
    kept.keep(next);
    onFile(next);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <FileInput id={id} accept={accept} disabled={disabled} file={file} onFile={choose} />
      {file ? (
        <p className="text-xs text-slate-500">
          {file.name} · {formatFileSize(file.size)}
        </p>
      ) : null}
    </div>
  );
}
