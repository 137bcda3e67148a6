import type { ByteSource } from "@/lib/csv/byte-source";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { CsvInputError } from "@/lib/csv/errors";
import { readCsvHeaders } from "@/lib/csv/read-headers";
import { INVOICE_COLUMN, SKU_COLUMN } from "./feed-columns";

/**
 * The spec skips the first row; real files sometimes start with the header. Clarification 34 reconciles both:
 * line 1 is the header when it names ProductSKU or Invoice#, otherwise it is a title line and is skipped.
 * Returns the number of lines to skip (0 or 1).
 */
export async function feedLinesToSkip(source: ByteSource, encoding?: TextEncodingChoice): Promise<0 | 1> {
  let first: string[];
  try {
    first = await readCsvHeaders(source, { encoding });
  } catch (err) {
    // A blank title line, or one with an unbalanced quote, is still a title line; an empty file is not.
    if (err instanceof CsvInputError && err.problem !== "empty-file") return 1;
    throw err;
  }
  const names = first.map((c) => c.trim());
  return names.includes(SKU_COLUMN) || names.includes(INVOICE_COLUMN) ? 0 : 1;
}
