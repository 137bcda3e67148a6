"use client";

import { useState } from "react";
import { serverWaitLabel } from "@/lib/browser-files/post-form-with-progress";
import { saveBlob } from "@/lib/browser-files/save-blob";
import type { FilePreview } from "@/lib/data-tools/pdw-preview";
import type { ProcessPreview } from "@/lib/data-tools/process-pdw-file";
import type { PdwProcessingOptions } from "@/lib/data-tools/schemas";
import { useCsvJob } from "../use-csv-job";
import { loadPreview, loadProcessedFile, loadProcessPreview } from "./pdw-calls";
import { EMPTY_PDW_OPTIONS, type PdwOptionsValue } from "./pdw-options-form";

type Notice = { tone: "success" | "error"; text: string };
/** What a step last gave: its answer or its message, never both. */
type Outcome<T> = { value: T | null; error: string | null };
const NOTHING = { value: null, error: null };
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The state of PDW file prep: the file and skip rows, the preview, the processing options, the processed preview,
 * the output filename, the last notice and the upload or worker progress. A change to the file, skip rows or
 * options drops a processed preview that no longer matches them.
 */
export function usePdwFilePrep() {
  const [input, setInput] = useState<{ file: File | null; skiprows: number }>({ file: null, skiprows: 0 });
  const [preview, setPreview] = useState<Outcome<FilePreview>>(NOTHING);
  const [options, setOptionsState] = useState<PdwOptionsValue>(EMPTY_PDW_OPTIONS);
  const [processed, setProcessed] = useState<Outcome<ProcessPreview>>(NOTHING);
  const [filename, setFilename] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upload, setUpload] = useState<{ label: string; value: number } | null>(null);
  const job = useCsvJob();
  const { file, skiprows } = input;
  // An upload sent in full: the server is working on it or it waits in the server's queue.
  const sent = job.progress === null && upload !== null && upload.value >= 1;

  async function withProgress<T>(label: string, work: (progress: (v: number) => void) => Promise<T>): Promise<T> {
    setUpload({ label, value: 0 });
    try {
      return await work((value) => setUpload({ label, value }));
    } finally {
      setUpload(null);
    }
  }

  async function refreshPreview(target: File | null = file, page = 1) {
    if (!target) return;
    setPreview((p) => ({ ...p, error: null }));
    try {
      setPreview({
        value: await withProgress("Reading file", (p) => loadPreview(target, skiprows, page, job.run, p)),
        error: null,
      });
    } catch (err) {
      setPreview({ value: null, error: `Failed to preview file: ${messageOf(err)}` });
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
    setProcessed((p) => ({ ...p, error: null }));
    setNotice(null);
    try {
      setProcessed({
        value: await withProgress("Previewing changes", (p) =>
          loadProcessPreview(file, processingOptions(), job.run, p),
        ),
        error: null,
      });
    } catch (err) {
      setProcessed({ value: null, error: `Failed to preview processing: ${messageOf(err)}` });
    }
  }

  async function download() {
    if (!file || !filename.trim()) return;
    setNotice(null);
    try {
      const out = await withProgress("Processing file", (p) =>
        loadProcessedFile(file, { ...processingOptions(), filename: filename.trim() }, job.run, p),
      );
      saveBlob(out.content, out.filename);
      setNotice({
        tone: "success",
        text: `Downloaded ${out.filename} (${out.processed_rows.toLocaleString()} rows processed)`,
      });
    } catch (err) {
      setNotice({ tone: "error", text: `Failed to process file: ${messageOf(err)}` });
    }
  }

  return {
    file,
    skiprows,
    preview: preview.value,
    previewError: preview.error,
    options,
    processed: processed.value,
    processError: processed.error,
    filename,
    notice,
    busy: upload !== null || job.running,
    progress: job.progress ?? upload?.value ?? null,
    progressLabel: upload ? (sent ? serverWaitLabel(upload.label) : upload.label) : "Working",
    /** No share done to show: the upload is in and the answer has not come. */
    progressWaiting: sent,
    /** A new file drops what the old one gave and reads its first page. */
    chooseFile(f: File | null) {
      setInput((i) => ({ ...i, file: f }));
      setPreview(NOTHING);
      setProcessed(NOTHING);
      void refreshPreview(f, 1);
    },
    setSkiprows(value: number) {
      setInput((i) => ({ ...i, skiprows: value }));
      setProcessed(NOTHING);
    },
    setOptions(value: PdwOptionsValue) {
      setOptionsState(value);
      setProcessed(NOTHING);
    },
    setFilename,
    refreshPreview: (page = 1) => void refreshPreview(file, page),
    previewChanges: () => void previewChanges(),
    download: () => void download(),
  };
}
