// Pure: every data tool's bounds in one table, for the README's memory and time table (`npm run bench --
// csv-limits` reads it) and for anyone asking "how large a file does this take". The reader's own bounds (a line,
// a cell, columns) are lib/csv's and apply to every tool; the upload limit is UPLOAD_MAX_BYTES (200 MB default).
import {
  MAX_ANSWER_CHARS,
  MAX_DISTINCT_VALUES,
  MAX_NOTED_ROWS,
  MAX_PROCESSED_CHARS,
  PROCESS_PREVIEW_ROWS,
} from "./limits";

export type ToolBounds = {
  tool: string;
  /** The route, and the CSV worker's job that runs the same function in the browser. */
  route: string;
  job: string;
  /** Data rows it reads; "upload" means only the upload limit bounds them (at most one row per 2 bytes). */
  rows: number | "upload";
  /** Different values it keeps, or null where it keeps none. */
  distinct: number | null;
  /** Characters of its JSON answer, or "file" for a tool that answers a file. */
  answer: number | "file";
  note: string;
};

export const TOOL_BOUNDS: readonly ToolBounds[] = [
  {
    tool: "PDW preview",
    route: "POST /api/csv/preview",
    job: "pdw-preview",
    rows: "upload",
    distinct: null,
    answer: MAX_ANSWER_CHARS,
    note: "keeps two pages (at most 100 rows each, each within the answer bound)",
  },
  {
    tool: "PDW processing preview",
    route: "POST /api/csv/process-preview",
    job: "pdw-process-preview",
    rows: PROCESS_PREVIEW_ROWS,
    distinct: null,
    answer: MAX_ANSWER_CHARS,
    note: "stops reading after 50 data rows",
  },
  {
    tool: "PDW processed file",
    route: "POST /api/csv/download-processed",
    job: "pdw-download",
    rows: "upload",
    distinct: null,
    answer: "file",
    note: `output at most ${MAX_PROCESSED_CHARS} characters; the JSON form (csv_content) at most 16 MiB, else 413`,
  },
  {
    tool: "Comma remover",
    route: "POST /api/csv/remove-commas",
    job: "remove-commas",
    rows: "upload",
    distinct: null,
    answer: "file",
    note: "output no larger than the upload (commas only removed)",
  },
  {
    tool: "Duplicate finder",
    route: "POST /api/csv/duplicates",
    job: "duplicates",
    rows: MAX_NOTED_ROWS,
    distinct: MAX_DISTINCT_VALUES,
    answer: MAX_ANSWER_CHARS,
    note: "at most 10,000 rows listed; format=csv (the export) has every duplicate row",
  },
  {
    tool: "Value count",
    route: "POST /api/csv/value-counts",
    job: "value-counts",
    rows: "upload",
    distinct: MAX_DISTINCT_VALUES,
    answer: MAX_ANSWER_CHARS,
    note: "at most 10,000 values listed; format=csv has every value",
  },
  {
    tool: "Monthly feed, merging",
    route: "POST /api/monthly-feed",
    job: "monthly-feed",
    rows: MAX_NOTED_ROWS,
    distinct: MAX_DISTINCT_VALUES,
    answer: "file",
    note: "distinct Invoice# and ProductSKU pairs; output no larger than the upload",
  },
  {
    tool: "Monthly feed, line by line",
    route: "POST /api/monthly-feed (mergeLines=false)",
    job: "monthly-feed",
    rows: "upload",
    distinct: null,
    answer: "file",
    note: "output no larger than the upload",
  },
];
