import type { ByteSource } from "@/lib/csv/byte-source";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import { outputFileName } from "@/lib/csv/file-names";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { serializeCsvRow } from "@/lib/csv/serialize-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import type { TextSink } from "@/lib/csv/text-sink";
import { applyPdwSteps, NO_OPTIONS_SUMMARY, planPdwSteps, type PdwStep } from "./pdw-operations";
import { rowBudget } from "./answer-size";
import { BoundedRows } from "./bounded-rows";
import { MAX_ANSWER_CHARS, MAX_PROCESSED_CHARS, PROCESS_PREVIEW_ROWS } from "./limits";
import { answerCutMessage, processedFileTooLargeMessage } from "./messages";
import { ToolLimitError } from "./tool-limit-error";
import type { PdwDownloadOptions, PdwProcessingOptions } from "./schemas";

type RunOptions = {
  encoding?: TextEncodingChoice;
  onProgress?: ProgressCallback;
  /** The preview's answer bound (MAX_ANSWER_CHARS), or the processed file's (MAX_PROCESSED_CHARS); tests set small ones. */
  maxChars?: number;
  /** Where the processed file is written: in memory unless the caller gives a file (the server does). */
  output?: TextSink;
};

export type ProcessPreview = {
  headers: string[];
  processing_summary: string[];
  /** The first 50 data rows after processing; fewer when they would take the answer past MAX_ANSWER_CHARS. */
  processed_rows: string[][];
  showing_rows: number;
  /** Rows left out to keep the answer within MAX_ANSWER_CHARS, and the note that says so. */
  truncated?: boolean;
  message?: string;
};

export type ProcessedFile = {
  filename: string;
  /** The processed CSV; a route answering the spec's `csv_content` sends `await content.text()`. */
  content: Blob;
  processed_rows: number;
  original_rows: number;
  processing_summary: string[];
};

function summaryOf(steps: PdwStep[]): string[] {
  return steps.length > 0 ? steps.map((s) => s.summary) : [NO_OPTIONS_SUMMARY];
}

/** process-preview: the operations on the first 50 data rows only; stops reading there. */
export async function previewPdwProcessing(
  source: ByteSource,
  options: PdwProcessingOptions,
  run: RunOptions = {},
): Promise<ProcessPreview> {
  const maxChars = run.maxChars ?? MAX_ANSWER_CHARS;
  let steps: PdwStep[] = [];
  let rows = new BoundedRows(0);
  const { headers } = await scanCsv(source, {
    skipLines: options.skiprows,
    encoding: run.encoding,
    onHeader: (h) => {
      steps = planPdwSteps(h, options);
      rows = new BoundedRows(rowBudget(maxChars, h, summaryOf(steps)));
    },
    onRow: (fields) => {
      rows.add(applyPdwSteps(steps, fields));
      return rows.offered < PROCESS_PREVIEW_ROWS;
    },
  });
  run.onProgress?.(1);
  const shown = rows.rows.length;
  return {
    headers: headers.map(detachString),
    processing_summary: summaryOf(steps),
    processed_rows: rows.rows,
    showing_rows: shown,
    ...(rows.offered > shown ? { truncated: true, message: answerCutMessage(shown, rows.offered, maxChars) } : {}),
  };
}

/**
 * download-processed: the whole file, skipped lines dropped, header kept as is, every data row processed.
 * Quoting is minimal (a cell is quoted only when it holds a comma, quote or line break): the file feeds another
 * system, and "remove commas" exists precisely so its rows need no quotes. Lines end with "\n".
 */
export async function processPdwFile(
  source: ByteSource,
  options: PdwDownloadOptions,
  run: RunOptions = {},
): Promise<ProcessedFile> {
  const maxChars = run.maxChars ?? MAX_PROCESSED_CHARS;
  let steps: PdwStep[] = [];
  let written = 0;
  const out = run.output ?? new TextBlobBuilder();
  const write = (line: string) => {
    written += line.length;
    if (written > maxChars) throw new ToolLimitError(processedFileTooLargeMessage(maxChars));
    out.append(line);
  };
  const scan = await scanCsv(source, {
    skipLines: options.skiprows,
    encoding: run.encoding,
    onBytes: progressSlice(run.onProgress, 0, 1),
    onHeader: (h) => {
      steps = planPdwSteps(h, options);
      write(serializeCsvRow(h, "minimal") + "\n");
    },
    onRow: (fields) => {
      write(serializeCsvRow(applyPdwSteps(steps, fields), "minimal") + "\n");
    },
  });
  return {
    filename: outputFileName(options.filename, ".csv"),
    content: await out.build(),
    processed_rows: scan.rowCount,
    original_rows: scan.rowCount,
    processing_summary: summaryOf(steps),
  };
}
