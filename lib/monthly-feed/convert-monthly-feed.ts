import type { ByteSource } from "@/lib/csv/byte-source";
import { requireColumn } from "@/lib/csv/column-index";
import type { TextEncodingChoice } from "@/lib/csv/decode-text";
import { detachString } from "@/lib/csv/detach-string";
import { decimalPlaces, parsePlainDecimal, roundTo } from "@/lib/csv/plain-decimal";
import { progressSlice, type ProgressCallback } from "@/lib/csv/progress";
import { scanCsv } from "@/lib/csv/scan-csv";
import { TextBlobBuilder } from "@/lib/csv/text-blob-builder";
import type { TextSink } from "@/lib/csv/text-sink";
import { MAX_DISTINCT_VALUES, MAX_NOTED_ROWS } from "@/lib/data-tools/limits";
import { tooManyRowsMessage } from "@/lib/data-tools/messages";
import { RowIdList } from "@/lib/data-tools/row-id-list";
import { ToolLimitError } from "@/lib/data-tools/tool-limit-error";
import { feedLinesToSkip } from "./detect-header-line";
import {
  AS_PREFIX,
  INVOICE_COLUMN,
  missingFeedColumnMessage,
  QUANTITY_COLUMN,
  SKU_COLUMN,
  tooManyFeedGroupsMessage,
} from "./feed-columns";
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

/**
 * The Monthly Sales Feed: every input column in input order under a header line, tab-separated, "\n" endings,
 * values unchanged. The AS filter runs before merging; merging sums Quantity over rows with the same Invoice# and
 * ProductSKU (trimmed), keeps the first row's other cells, and keeps groups in first-seen order. A merged
 * Quantity is the sum (a quantity that is not a plain decimal counts 0); a row that merged with nothing keeps its
 * text.
 *
 * Merging reads the file twice so memory holds one key and three numbers per group, not the group's cells (a
 * 100 MB month has about a million groups, nearly all of one line): pass 1 sums each key's quantities and notes
 * each row's group; pass 2 writes every group at its first row, with the sum, and skips the group's later rows.
 * Groups stop at MAX_DISTINCT_VALUES and rows at MAX_NOTED_ROWS (a 422 as soon as a file passes either). The
 * output is a file no larger than the upload (tabs for commas, quotes dropped), so it needs no bound of its own.
 */
export async function convertMonthlyFeed(
  source: ByteSource,
  options: MonthlyFeedOptions & {
    encoding?: TextEncodingChoice;
    onProgress?: ProgressCallback;
    /** Bounds a test may set small; MAX_DISTINCT_VALUES and MAX_NOTED_ROWS otherwise. */
    maxGroups?: number;
    maxRows?: number;
    /** Where the feed is written: in memory unless the caller gives a file (the server does). */
    output?: TextSink;
  },
): Promise<MonthlyFeed> {
  const { mergeLines, asOnly } = options;
  const skipLines = await feedLinesToSkip(source, options.encoding);
  const out = options.output ?? new TextBlobBuilder();
  let sku = -1;
  let written = 0;
  const onHeader = (h: string[]) => {
    if (asOnly || mergeLines) sku = requireColumn(h, SKU_COLUMN, missingFeedColumnMessage(SKU_COLUMN));
  };
  const kept = (f: string[]) => !asOnly || f[sku].trimStart().startsWith(AS_PREFIX);

  if (!mergeLines) {
    const scan = await scanCsv(source, {
      skipLines,
      encoding: options.encoding,
      onBytes: progressSlice(options.onProgress, 0, 1),
      onHeader: (h) => {
        onHeader(h);
        out.append(tsvLine(h));
      },
      onRow: (f) => {
        if (!kept(f)) return;
        out.append(tsvLine(f));
        written++;
      },
    });
    options.onProgress?.(1);
    return {
      filename: feedFileName(options.filename),
      content: await out.build("text/plain;charset=utf-8"),
      input_rows: scan.rowCount,
      output_rows: written,
    };
  }

  let inv = -1;
  let qty = -1;
  const byKey = new Map<string, number>();
  const sums: number[] = [];
  const places: number[] = [];
  const lines: number[] = [];
  const maxGroups = options.maxGroups ?? MAX_DISTINCT_VALUES;
  const maxRows = options.maxRows ?? MAX_NOTED_ROWS;
  const rowIds = new RowIdList();
  const scan = await scanCsv(source, {
    skipLines,
    encoding: options.encoding,
    onBytes: progressSlice(options.onProgress, 0, 0.5),
    onHeader: (h) => {
      onHeader(h);
      inv = requireColumn(h, INVOICE_COLUMN, missingFeedColumnMessage(INVOICE_COLUMN));
      qty = requireColumn(h, QUANTITY_COLUMN, missingFeedColumnMessage(QUANTITY_COLUMN));
    },
    columns: () => [inv, sku, qty],
    onRow: (f) => {
      if (rowIds.length === maxRows) throw new ToolLimitError(tooManyRowsMessage(maxRows, "merging lines handles"));
      if (!kept(f)) {
        rowIds.push(-1);
        return;
      }
      const key = `${f[inv].trim()}\u0000${f[sku].trim()}`;
      const parsed = parsePlainDecimal(f[qty]);
      const digits = parsed === null ? 0 : decimalPlaces(f[qty]);
      let id = byKey.get(key);
      if (id === undefined) {
        id = sums.length;
        if (id === maxGroups) throw new ToolLimitError(tooManyFeedGroupsMessage(maxGroups));
        byKey.set(detachString(key), id);
        sums.push(parsed ?? 0);
        places.push(digits);
        lines.push(1);
      } else {
        sums[id] += parsed ?? 0;
        places[id] = Math.max(places[id], digits);
        lines[id]++;
      }
      rowIds.push(id);
    },
  });
  byKey.clear();

  const emitted = new Uint8Array(sums.length);
  await scanCsv(source, {
    skipLines,
    encoding: options.encoding,
    onBytes: progressSlice(options.onProgress, 0.5, 1),
    onHeader: (h) => out.append(tsvLine(h)),
    wantRow: (index) => rowIds.get(index) >= 0 && emitted[rowIds.get(index)] === 0,
    onRow: (f, _line, index) => {
      const id = rowIds.get(index);
      if (id < 0 || emitted[id] === 1) return;
      emitted[id] = 1;
      // As many decimals as the most precise input had: 1.50 + 2 gives 3.50, 2 + 3 gives 5.
      if (lines[id] > 1) f[qty] = roundTo(sums[id], places[id]).toFixed(places[id]);
      out.append(tsvLine(f));
      written++;
    },
  });
  options.onProgress?.(1);
  return {
    filename: feedFileName(options.filename),
    content: await out.build("text/plain;charset=utf-8"),
    input_rows: scan.rowCount,
    output_rows: written,
  };
}
