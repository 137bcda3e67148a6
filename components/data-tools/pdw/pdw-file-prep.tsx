"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { saveBlob } from "@/lib/browser-files/save-blob";
import type { FilePreview } from "@/lib/data-tools/pdw-preview";
import type { ProcessPreview } from "@/lib/data-tools/process-pdw-file";
import type { PdwProcessingOptions } from "@/lib/data-tools/schemas";
import { CsvFileField } from "../csv-file-field";
import { useCsvJob } from "../use-csv-job";
import { loadPreview, loadProcessedFile, loadProcessPreview } from "./pdw-calls";
import { EMPTY_PDW_OPTIONS, PdwOptionsForm, type PdwOptionsValue } from "./pdw-options-form";
import { PdwPreviewPanel } from "./pdw-preview-panel";
import { ProcessedTable } from "./processed-table";

type Notice = { tone: "success" | "error"; text: string };
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** PDW file prep: preview a CSV from a chosen line, pick the operations, preview the changes, download the result. */
export function PdwFilePrep() {
  const [file, setFile] = useState<File | null>(null);
  const [skiprows, setSkiprows] = useState(0);
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [options, setOptions] = useState<PdwOptionsValue>(EMPTY_PDW_OPTIONS);
  const [processed, setProcessed] = useState<ProcessPreview | null>(null);
  const [processError, setProcessError] = useState<string | null>(null);
  const [filename, setFilename] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upload, setUpload] = useState<{ label: string; value: number } | null>(null);
  const job = useCsvJob();
  const busy = upload !== null || job.running;

  async function withProgress<T>(label: string, work: (progress: (v: number) => void) => Promise<T>): Promise<T> {
    setUpload({ label, value: 0 });
    try {
      return await work((value) => setUpload({ label, value }));
    } finally {
      setUpload(null);
    }
  }

  async function refresh(target: File | null = file, page = 1, skip = skiprows) {
    if (!target) return;
    setPreviewError(null);
    try {
      setPreview(await withProgress("Reading file", (p) => loadPreview(target, skip, page, job.run, p)));
    } catch (err) {
      setPreview(null);
      setPreviewError(`Failed to preview file: ${messageOf(err)}`);
    }
  }

  const processingOptions = (): PdwProcessingOptions => ({
    skiprows,
    removeCommas: options.removeCommas,
    removeDollars: options.removeDollars,
    upperColumn: options.upperColumn || undefined,
    upcColumn: options.upcColumn || undefined,
    replacements: options.replacements,
  });

  async function previewChanges() {
    if (!file) return;
    setProcessError(null);
    setNotice(null);
    try {
      setProcessed(await withProgress("Previewing changes", (p) => loadProcessPreview(file, processingOptions(), job.run, p)));
    } catch (err) {
      setProcessed(null);
      setProcessError(`Failed to preview processing: ${messageOf(err)}`);
    }
  }

  async function download() {
    if (!file || !filename.trim()) return;
    setNotice(null);
    try {
      const out = await withProgress("Processing file", (p) => loadProcessedFile(file, { ...processingOptions(), filename: filename.trim() }, job.run, p));
      saveBlob(out.content, out.filename);
      setNotice({ tone: "success", text: `Downloaded ${out.filename} (${out.processed_rows.toLocaleString()} rows processed)` });
    } catch (err) {
      setNotice({ tone: "error", text: `Failed to process file: ${messageOf(err)}` });
    }
  }

  const headers = preview?.headers ?? [];
  const progress = job.progress ?? upload?.value ?? null;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]">
        <CsvFileField
          file={file}
          disabled={busy}
          onFile={(f) => {
            setFile(f);
            setPreview(null);
            setProcessed(null);
            void refresh(f, 1);
          }}
        />
        <TextField
          label="Skip Rows"
          type="number"
          min={0}
          step={1}
          value={Number.isFinite(skiprows) ? skiprows : ""}
          hint="Number of rows to skip at the top"
          onChange={(e) => {
            setSkiprows(e.target.valueAsNumber);
            setProcessed(null);
          }}
        />
        <Button variant="secondary" onClick={() => void refresh()} disabled={!file || busy || !(skiprows >= 0)}>
          Refresh Preview
        </Button>
      </div>
      {progress !== null ? <ProgressBar value={progress} label={upload?.label ?? "Working"} className="max-w-md" /> : null}
      {previewError ? <Alert tone="error">{previewError}</Alert> : null}
      {preview ? (
        <Card title="File Preview">
          <PdwPreviewPanel preview={preview} onPage={(page) => void refresh(file, page)} />
        </Card>
      ) : null}
      {preview ? (
        <Card title="Processing Options">
          <PdwOptionsForm
            value={options}
            headers={headers}
            onChange={(v) => {
              setOptions(v);
              setProcessed(null);
            }}
          />
          <div className="mt-6 flex flex-wrap items-end gap-3">
            <Button onClick={() => void previewChanges()} disabled={busy}>
              Preview Changes
            </Button>
            <TextField label="Output filename" placeholder="without extension" value={filename} onChange={(e) => setFilename(e.target.value)} />
            {processed ? (
              <Button onClick={() => void download()} disabled={!filename.trim() || busy}>
                Download Processed CSV
              </Button>
            ) : (
              <Button variant="secondary" disabled>
                Preview Changes First
              </Button>
            )}
          </div>
        </Card>
      ) : null}
      {processError ? <Alert tone="error">{processError}</Alert> : null}
      {processed ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success" title="Changes applied:">
            <ul className="mt-1 list-disc pl-5">
              {processed.processing_summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
          <ProcessedTable key={processed.processed_rows.length + processed.processing_summary.join()} headers={processed.headers} rows={processed.processed_rows} />
        </div>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </div>
  );
}
