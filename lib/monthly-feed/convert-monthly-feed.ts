import type { ByteSource } from "@/lib/csv/byte-source";
import { requireColumn } from "@/lib/csv/column-index";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import { decimalPlaces, parsePlainDecimal, roundTo } from "@/lib/csv/plain-decimal";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import { feedLinesToSkip } from "./detect-header-line";
import { AS_PREFIX, INVOICE_COLUMN, missingFeedColumnMessage, QUANTITY_COLUMN, SKU_COLUMN } from "./feed-columns";
import { feedFileName } from "./feed-file-name";
import type { MonthlyFeedOptions } from "./schemas";
import { tsvLine } from "./tsv-line";

export type MonthlyFeed = {
  filename: string;
  content: Blob;
  /** Data rows read, before the filter. */
  input_rows: number;
  /** Data lines written, after filter and merge. */
  output_rows: number;
};

type Group = { fields: string[]; quantity: number; places: number; lines: number };

/**
 * The Monthly Sales Feed: every input column in input order under a header line, tab-separated, "\n" endings,
 * values unchanged. The AS filter runs before merging; merging sums Quantity over rows with the same Invoice# and
 * ProductSKU (trimmed), keeps the first row's other cells, and keeps groups in first-seen order. A merged
 * Quantity is the sum (a quantity that is not a plain decimal counts 0); a row that merged with nothing keeps its
 * text.
 */
export async function convertMonthlyFeed(
  source: ByteSource,
  options: MonthlyFeedOptions & { encoding?: TextEncodingChoice; onProgress?: ProgressCallback },
): Promise<MonthlyFeed> {
  const { mergeLines, asOnly } = options;
  const skipLines = await feedLinesToSkip(source, options.encoding);
  const out = new TextBlobBuilder();
  const groups: Group[] = [];
  const byKey = new Map<string, number>();
  let inv = -1;
  let sku = -1;
  let qty = -1;
  let written = 0;

  const scan = await scanCsv(source, {
    skipLines,
    encoding: options.encoding,
    onBytes: progressSlice(options.onProgress, 0, mergeLines ? 0.9 : 1),
    onHeader: (h) => {
      if (asOnly || mergeLines) sku = requireColumn(h, SKU_COLUMN, missingFeedColumnMessage(SKU_COLUMN));
      if (mergeLines) {
        inv = requireColumn(h, INVOICE_COLUMN, missingFeedColumnMessage(INVOICE_COLUMN));
        qty = requireColumn(h, QUANTITY_COLUMN, missingFeedColumnMessage(QUANTITY_COLUMN));
      }
      out.append(tsvLine(h));
    },
    onRow: (f) => {
      if (asOnly && !f[sku].trimStart().startsWith(AS_PREFIX)) return;
      if (!mergeLines) {
        out.append(tsvLine(f));
        written++;
        return;
      }
      const key = `${f[inv].trim()}\u0000${f[sku].trim()}`;
      const parsed = parsePlainDecimal(f[qty]);
      const amount = parsed ?? 0;
      const places = parsed === null ? 0 : decimalPlaces(f[qty]);
      const at = byKey.get(key);
      if (at === undefined) {
        byKey.set(key, groups.length);
        groups.push({ fields: f.map(detachString), quantity: amount, places, lines: 1 });
      } else {
        const g = groups[at];
        g.quantity += amount;
        g.places = Math.max(g.places, places);
        g.lines++;
      }
    },
  });

  for (const g of groups) {
    // As many decimals as the most precise input had: 1.50 + 2 gives 3.50, 2 + 3 gives 5.
    if (g.lines > 1) g.fields[qty] = roundTo(g.quantity, g.places).toFixed(g.places);
    out.append(tsvLine(g.fields));
    written++;
  }
  options.onProgress?.(1);
  return {
    filename: feedFileName(options.filename),
    content: out.build("text/plain;charset=utf-8"),
    input_rows: scan.rowCount,
    output_rows: written,
  };
}
