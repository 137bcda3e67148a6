import type { ByteSource } from "@/lib/csv/byte-source";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import type { ProgressCallback } from "@/lib/csv/progress";
import { progressSlice } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { PREVIEW_ROWS_PER_PAGE } from "./limits";
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
  /** The page's rows, cells in header order. */
  sample_rows: string[][];
};

/**
 * One pass over the file: counts lines and records and keeps only the requested page, plus the rows of the last
 * page seen so far, so a page past the end can answer with the last page without a second pass.
 */
export async function previewCsvFile(
  source: ByteSource,
  options: Partial<PdwPreviewOptions> & { encoding?: TextEncodingChoice; onProgress?: ProgressCallback } = {},
): Promise<FilePreview> {
  const skiprows = options.skiprows ?? 0;
  const perPage = options.rowsPerPage ?? PREVIEW_ROWS_PER_PAGE;
  const page = Math.max(1, options.page ?? 1);
  const first = (page - 1) * perPage;
  const wanted: string[][] = [];
  let tail: string[][] = [];
  let row = 0;
  const scan = await scanCsv(source, {
    skipLines: skiprows,
    encoding: options.encoding,
    onBytes: progressSlice(options.onProgress, 0, 1),
    onRow: (fields) => {
      const kept = row >= first && row < first + perPage;
      if (row % perPage === 0) tail = [];
      const copy = fields.map(detachString);
      if (kept) wanted.push(copy);
      tail.push(copy);
      row++;
    },
  });
  const totalPages = Math.max(1, Math.ceil(scan.rowCount / perPage));
  const currentPage = Math.min(page, totalPages);
  const rows = page <= totalPages ? wanted : tail;
  return {
    total_lines: scan.totalLines,
    data_rows_count: scan.rowCount,
    showing_rows: rows.length,
    current_page: currentPage,
    total_pages: totalPages,
    skiprows_used: skiprows,
    headers: scan.headers.map(detachString),
    sample_rows: rows,
  };
}
