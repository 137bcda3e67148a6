import { z } from "zod";
import {
  DEFAULT_HEADER_ROW,
  MAX_REPLACE_TEXT_CHARS,
  MAX_REPLACEMENTS,
  MIN_REPLACEMENTS,
  PREVIEW_ROWS_PER_PAGE,
} from "./limits";

// Inputs of the Data Tools routes (/api/csv/...) and forms. Multipart fields arrive as strings, hence the coercions.

const formBoolean = z.union([z.boolean(), z.stringbool()]).default(false);

/** An optional column name: "" (a cleared picker) means none. */
const optionalColumn = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

/** Arrays sent as one multipart field arrive as JSON text. */
function jsonOrValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const csvFileSchema = z.instanceof(Blob, { message: "Please choose a CSV file" });

export const headerRowSchema = z.coerce
  .number()
  .int("Header row must be a whole number")
  .min(1, "Header row must be 1 or more")
  .default(DEFAULT_HEADER_ROW);

export const skiprowsSchema = z.coerce
  .number()
  .int("Skip rows must be a whole number")
  .min(0, "Skip rows must be 0 or more")
  .default(0);

/** Duplicate finder and value count: the header row and the chosen column. */
export const columnToolOptionsSchema = z.object({
  headerRow: headerRowSchema,
  column: z.string().min(1, "Choose a column"),
});
export type ColumnToolOptions = z.infer<typeof columnToolOptionsSchema>;

export const duplicatesFormSchema = columnToolOptionsSchema.extend({ file: csvFileSchema });
export const valueCountsFormSchema = columnToolOptionsSchema.extend({ file: csvFileSchema });

/** POST /api/csv/preview: multipart file, skiprows, page, rowsPerPage. */
export const pdwPreviewOptionsSchema = z.object({
  skiprows: skiprowsSchema,
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(PREVIEW_ROWS_PER_PAGE),
});
export type PdwPreviewOptions = z.infer<typeof pdwPreviewOptionsSchema>;
export const pdwPreviewFormSchema = pdwPreviewOptionsSchema.extend({ file: csvFileSchema });

const replaceText = z
  .string()
  .max(
    MAX_REPLACE_TEXT_CHARS,
    `Search and replace texts are at most ${MAX_REPLACE_TEXT_CHARS.toLocaleString("en-US")} characters`,
  )
  .default("");

export const replacementSchema = z.object({
  column: z.string().default(""),
  search: replaceText,
  /** Empty removes the search text. */
  replace: replaceText,
});
export type Replacement = z.infer<typeof replacementSchema>;

/** The PDW processing options, shared by process-preview and download-processed. */
export const pdwProcessingOptionsSchema = z.object({
  skiprows: skiprowsSchema,
  removeCommas: formBoolean,
  removeDollars: formBoolean,
  upperColumn: optionalColumn,
  upcColumn: optionalColumn,
  replacements: z.preprocess(
    jsonOrValue,
    z
      .array(replacementSchema)
      .min(MIN_REPLACEMENTS, "At least one search and replace operation is required")
      .max(MAX_REPLACEMENTS, `At most ${MAX_REPLACEMENTS} search and replace operations`)
      .default([{ column: "", search: "", replace: "" }]),
  ),
});
export type PdwProcessingOptions = z.infer<typeof pdwProcessingOptionsSchema>;
export const pdwProcessPreviewFormSchema = pdwProcessingOptionsSchema.extend({ file: csvFileSchema });

/** download-processed also needs the output name (without extension). */
export const pdwDownloadOptionsSchema = pdwProcessingOptionsSchema.extend({
  filename: z.string().trim().min(1, "Output filename is required"),
});
export type PdwDownloadOptions = z.infer<typeof pdwDownloadOptionsSchema>;
export const pdwDownloadFormSchema = pdwDownloadOptionsSchema.extend({ file: csvFileSchema });

/** Comma remover: the file, and optionally the output name (defaults to the upload's name). */
export const commaRemoverFormSchema = z.object({
  file: csvFileSchema,
  filename: z.string().trim().optional(),
});
