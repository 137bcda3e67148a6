"use client";

import { ApiClientError } from "@/lib/api-client/api-fetch";
import type { CsvJobName, CsvJobs } from "@/lib/browser-files/csv-worker-protocol";
import { postFormJson, postFormWithProgress } from "@/lib/browser-files/post-form-with-progress";
import type { FilePreview } from "@/lib/data-tools/pdw-preview";
import type { ProcessPreview } from "@/lib/data-tools/process-pdw-file";
import type { PdwDownloadOptions, PdwProcessingOptions, Replacement } from "@/lib/data-tools/schemas";

/**
 * Files up to this size go to the spec's /api/csv routes; larger ones are read in the browser's worker by the same
 * functions, because paging a preview would otherwise send the whole file again for every page.
 */
export const SERVER_MAX_BYTES = 25 * 1024 * 1024;

export type RunJob = <K extends CsvJobName>(job: K, input: CsvJobs[K]["input"]) => Promise<CsvJobs[K]["output"]>;
type Progress = (fraction: number) => void;

function formOf(file: File, fields: Record<string, string | number | boolean | Replacement[] | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    form.append(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  }
  form.append("file", file);
  return form;
}

// Sent is 1 whatever the last progress event said: the screen then shows that it waits for the server.
const onUpload = (progress: Progress) => ({
  onProgress: ({ loaded, total }: { loaded: number; total: number }) => progress(loaded / total),
  onSent: () => progress(1),
});

export async function loadPreview(
  file: File,
  skiprows: number,
  page: number,
  run: RunJob,
  progress: Progress,
): Promise<FilePreview> {
  if (file.size > SERVER_MAX_BYTES) return run("pdw-preview", { file, skiprows, page, rowsPerPage: 20 });
  return postFormJson<FilePreview>(
    "/api/csv/preview",
    formOf(file, { skiprows, page, rowsPerPage: 20 }),
    onUpload(progress),
  );
}

export async function loadProcessPreview(
  file: File,
  options: PdwProcessingOptions,
  run: RunJob,
  progress: Progress,
): Promise<ProcessPreview> {
  if (file.size > SERVER_MAX_BYTES) return run("pdw-process-preview", { file, options });
  return postFormJson<ProcessPreview>("/api/csv/process-preview", formOf(file, options), onUpload(progress));
}

export async function loadProcessedFile(
  file: File,
  options: PdwDownloadOptions,
  run: RunJob,
  progress: Progress,
): Promise<{ filename: string; content: Blob; processed_rows: number }> {
  if (file.size > SERVER_MAX_BYTES) return run("pdw-download", { file, options });
  // The file itself, not the spec's JSON with the whole file in one string: the browser never parses it.
  const answer = await postFormWithProgress("/api/csv/download-processed", formOf(file, options), {
    ...onUpload(progress),
    accept: "text/csv",
  });
  if (answer.kind !== "file")
    throw new ApiClientError(0, "The server answered data where the processed file was expected.");
  const rows = Number(answer.header("x-processed-rows") ?? "0");
  return { filename: answer.filename ?? `${options.filename}.csv`, content: answer.blob, processed_rows: rows };
}
