"use client";

import { Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FileInput } from "@/components/ui/file-input";
import { ProgressBar } from "@/components/ui/progress-bar";
import { postFormJson } from "@/lib/browser-files/post-form-with-progress";
import { formatFileSize } from "@/lib/storage/format-file-size";
import { UPLOAD_EXTENSIONS, WRONG_TYPE_MESSAGE } from "@/lib/storage/upload-types";

type Props = {
  /** Set for admins, who upload into the company they picked. */
  companyId: string | null;
  existingNames: ReadonlySet<string>;
  maxBytes: number;
  onUploaded(message: string): void;
  onError(message: string): void;
};

function hasUploadType(name: string): boolean {
  return UPLOAD_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));
}

/** Upload one .csv, .txt or .pdf file, with a progress bar; asks before replacing a file of the same name. */
export function UploadPanel({ companyId, existingNames, maxBytes, onUploaded, onError }: Props) {
  // A new key empties the chooser after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);

  async function send(overwrite: boolean) {
    if (!file) return;
    setConfirmReplace(false);
    const form = new FormData();
    if (companyId) form.append("companyId", companyId);
    if (overwrite) form.append("overwrite", "true");
    form.append("file", file);
    setProgress(0);
    try {
      const answer = await postFormJson<{ message: string }>("/api/wasabi/upload", form, {
        onProgress: ({ loaded, total }) => setProgress(loaded / total),
      });
      onUploaded(answer.message);
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (err) {
      onError(`Upload failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setProgress(null);
    }
  }

  function start() {
    if (!file) return;
    if (!hasUploadType(file.name)) return onError(WRONG_TYPE_MESSAGE);
    if (file.size > maxBytes) return onError(`The file is larger than the ${formatFileSize(maxBytes)} limit.`);
    if (existingNames.has(file.name)) return setConfirmReplace(true);
    void send(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="upload-file" className="text-sm font-medium text-slate-700">
            Choose a file (.csv, .txt or .pdf)
          </label>
          <FileInput
            key={inputKey}
            id="upload-file"
            accept=".csv,.txt,.pdf"
            onFile={setFile}
            disabled={progress !== null}
          />
        </div>
        <Button onClick={start} disabled={!file} busy={progress !== null}>
          <Upload className="h-4 w-4" aria-hidden />
          Upload
        </Button>
      </div>
      {progress !== null && file ? (
        <ProgressBar value={progress} label={`Uploading ${file.name}`} className="max-w-md" />
      ) : null}
      <ConfirmDialog
        open={confirmReplace}
        onOpenChange={setConfirmReplace}
        title="Replace file?"
        description={`A file named ${file?.name ?? ""} already exists. Replace it with the one you chose? The old file cannot be recovered.`}
        confirmLabel="Replace"
        onConfirm={() => void send(true)}
      />
    </div>
  );
}
