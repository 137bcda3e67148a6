import type { ByteSource } from "@/lib/csv/byte-source";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import type { ProgressCallback } from "@/lib/csv/progress";
import { rowBudget } from "./answer-size";
import { progressSlice } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { BoundedRows } from "./bounded-rows";
import { MAX_ANSWER_CHARS, PREVIEW_ROWS_PER_PAGE } from "./limits";
import { answerCutMessage } from "./messages";
import type { PdwPreviewOptions } from "./schemas";

/** The spec's File preview entity (processing_summary comes with process-preview). */
export type FilePreview = {
  /** Physical lines in the whole file, skipped lines and the header included. */
  total_lines: number;
  /** Data records after the header (blank lines not counted). */
  data_rows_count: number;
  showing_rows: number;
  current_page: number;
  total_pages: number;
  skiprows_used: number;
  headers: string[];
  /** The page's rows, cells in header order; fewer than the page has when they would pass MAX_ANSWER_CHARS. */
  sample_rows: string[][];
  /** Rows of the page left out to keep the answer within MAX_ANSWER_CHARS, and the note that says so. */
  truncated?: boolean;
  message?: string;
};

/**
 * One pass over the file: counts lines and records and keeps only the requested page, plus the rows of the last
 * page seen so far, so a page past the end can answer with the last page without a second pass. Either page holds
 * rows only while they fit MAX_ANSWER_CHARS of JSON (a row can be a megabyte), so memory and answer stay bounded.
 */
export async function previewCsvFile(
  source: ByteSource,
  options: Partial<PdwPreviewOptions> & {
    encoding?: TextEncodingChoice;
    onProgress?: ProgressCallback;
    maxChars?: number;
  } = {},
): Promise<FilePreview> {
  const skiprows = options.skiprows ?? 0;
  const perPage = options.rowsPerPage ?? PREVIEW_ROWS_PER_PAGE;
  const page = Math.max(1, options.page ?? 1);
  const first = (page - 1) * perPage;
  const maxChars = options.maxChars ?? MAX_ANSWER_CHARS;
  let budget = 0;
  let wanted = new BoundedRows(0);
  let tail = new BoundedRows(0);
  let row = 0;
  const scan = await scanCsv(source, {
    skipLines: skiprows,
    encoding: options.encoding,
    onBytes: progressSlice(options.onProgress, 0, 1),
    onHeader: (headers) => {
      budget = rowBudget(maxChars, headers);
      wanted = new BoundedRows(budget);
    },
    onRow: (fields) => {
      if (row % perPage === 0) tail = new BoundedRows(budget);
      if (row >= first && row < first + perPage) wanted.add(fields);
      tail.add(fields);
      row++;
    },
  });
  const totalPages = Math.max(1, Math.ceil(scan.rowCount / perPage));
  const currentPage = Math.min(page, totalPages);
  const rows = page <= totalPages ? wanted : tail;
  return {
    total_lines: scan.totalLines,
    data_rows_count: scan.rowCount,
    showing_rows: rows.rows.length,
    current_page: currentPage,
    total_pages: totalPages,
    skiprows_used: skiprows,
    headers: scan.headers.map(detachString),
    sample_rows: rows.rows,
    ...(rows.offered > rows.rows.length
      ? { truncated: true, message: answerCutMessage(rows.rows.length, rows.offered, maxChars) }
      : {}),
  };
}
