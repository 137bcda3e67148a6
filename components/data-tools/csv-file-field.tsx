"use client";

import { useEffect, useId } from "react";
import { FieldShell } from "@/components/ui/field";
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
  // Every tool needs its file: marked required, the chosen file's name and size said under it.
  return (
    <FieldShell label={label} id={id} required hint={file ? `${file.name} · ${formatFileSize(file.size)}` : undefined}>
      <FileInput
        id={id}
        required
        aria-describedby={file ? `${id}-hint` : undefined}
        accept={accept}
        disabled={disabled}
        file={file}
        onFile={choose}
      />
    </FieldShell>
  );
}
