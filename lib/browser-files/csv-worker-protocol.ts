import type { ValueCountsResult } from "@/lib/data-tools/count-values";
import type { DuplicatesResult } from "@/lib/data-tools/find-duplicates";
import type { FilePreview } from "@/lib/data-tools/pdw-preview";
import type { ProcessedFile, ProcessPreview } from "@/lib/data-tools/process-pdw-file";
import type { PdwDownloadOptions, PdwProcessingOptions, PdwPreviewOptions } from "@/lib/data-tools/schemas";
import type { MonthlyFeed } from "@/lib/monthly-feed/convert-monthly-feed";
import type { MonthlyFeedOptions } from "@/lib/monthly-feed/schemas";

/** A generated file handed back from the worker (Blobs cross to the page without a copy of their bytes). */
export type GeneratedFile = { filename: string; content: Blob };

type ColumnJob = { file: Blob; headerRow: number; column: string };

/** What the page asks the CSV worker to do, and what each job answers. */
export type CsvJobs = {
  duplicates: { input: ColumnJob; output: DuplicatesResult };
  "duplicates-export": { input: ColumnJob; output: GeneratedFile };
  "value-counts": { input: ColumnJob; output: ValueCountsResult };
  "remove-commas": { input: { file: Blob; filename: string }; output: GeneratedFile & { rows: number } };
  "monthly-feed": { input: { file: Blob } & MonthlyFeedOptions; output: MonthlyFeed };
  "pdw-preview": { input: { file: Blob } & PdwPreviewOptions; output: FilePreview };
  "pdw-process-preview": { input: { file: Blob; options: PdwProcessingOptions }; output: ProcessPreview };
  "pdw-download": { input: { file: Blob; options: PdwDownloadOptions }; output: ProcessedFile };
};
export type CsvJobName = keyof CsvJobs;

export type CsvJobRequest = { [K in CsvJobName]: { job: K; input: CsvJobs[K]["input"] } }[CsvJobName];

export type CsvWorkerMessage =
  | { type: "progress"; value: number }
  | { type: "done"; output: CsvJobs[CsvJobName]["output"] }
  /** `input` is true for a problem with the file (its message is for the person); false for a bug. */
  | { type: "error"; message: string; input: boolean };
