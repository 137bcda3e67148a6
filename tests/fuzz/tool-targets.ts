// The tool targets: each tool of lib/data-tools on a messy file (streamed in random chunks) against its plain
// reference over the reference reader's rows. Both must refuse the same files; where the reference reads the file,
// the answers must be equal, field by field. A 4xx naming a bound of the tool's own is counted as capped, apart.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { countValues } from "@/lib/data-tools/count-values";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";
import { previewCsvFile } from "@/lib/data-tools/pdw-preview";
import { previewPdwProcessing, processPdwFile } from "@/lib/data-tools/process-pdw-file";
import { removeCommasToText } from "@/lib/data-tools/remove-commas";
import type { ByteSource } from "@/lib/csv/byte-source";
import { chunkedSource } from "./chunked-source";
import type { Difference } from "./compare-scan";
import { chunkSizesArb, fileModelArb, modelBytes, type FileModel } from "./messy-csv";
import { refusedBy, type Refused } from "./our-scan";
import { referenceScan, type RefScan } from "./reference-reader";
import { Refusal } from "./refusal";
import type { Outcome, Target } from "./run-target";
import { showBytes, showValue } from "./show-input";
import {
  refDuplicates,
  refPdwProcess,
  refPreview,
  refRemoveCommas,
  refValueCounts,
  type RefPdwOptions,
} from "./tool-references";

type ToolCase<O> = { model: FileModel; chunks: number[]; skip: number; pick: number; missing: boolean; options: O };

/** A column name drawn against the file: one of its headers (by a pick), or one it does not have (pick -1). */
type ColumnNamer = (pick?: number) => string;

type Tool<O> = {
  name: string;
  /** false for a tool without a header row option (the comma remover): the header is line 1. */
  skips?: boolean;
  options: fc.Arbitrary<O>;
  /** The tool's answer (as plain data to compare) and the reference's; the reference may throw a Refusal. */
  ours: (source: ByteSource, c: ToolCase<O>, column: ColumnNamer) => Promise<unknown>;
  reference: (scan: RefScan, c: ToolCase<O>, column: ColumnNamer) => unknown;
};

function isCap(r: Refused): boolean {
  return r.status === 413 || r.status === 422 || /limit/i.test(r.message);
}

function toolTarget<O>(tool: Tool<O>): Target<ToolCase<O>> {
  const arbitrary = fc.record({
    model: fileModelArb,
    chunks: chunkSizesArb,
    skip:
      tool.skips === false
        ? fc.constant(0)
        : fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) }),
    pick: fc.nat({ max: 7 }),
    missing: fc.oneof({ weight: 20, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    options: tool.options,
  });
  const run = async (c: ToolCase<O>): Promise<Outcome> => {
    const bytes = modelBytes(c.model);
    let scan: RefScan | Refusal;
    try {
      scan = referenceScan(bytes, { skipLines: c.skip });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      scan = error;
    }
    const column: ColumnNamer = (pick = c.pick) =>
      c.missing || pick < 0 || scan instanceof Refusal ? "No Such Column" : scan.headers[pick % scan.headers.length];
    let expected: unknown;
    try {
      expected = scan instanceof Refusal ? scan : tool.reference(scan, c, column);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      expected = error;
    }
    let ours: unknown;
    let refused: Refused | null = null;
    try {
      ours = await tool.ours(chunkedSource(bytes, c.chunks), c, column);
    } catch (error) {
      refused = refusedBy(error);
    }
    const brokenInput = scan instanceof Refusal;
    const differences: Difference[] = [];
    const say = (signature: string, a: unknown, b: unknown) =>
      differences.push({ signature: `${tool.name}: ${signature}`, ours: a, reference: b });
    const crashed = refused !== null && (refused.status === undefined || refused.status >= 500);
    if (expected instanceof Refusal) {
      if (refused === null) say(`accepted a file the reference refuses (${expected.kind})`, ours, expected.message);
      else if (crashed) say(`crashed instead of refusing (${expected.kind})`, refused.message, expected.message);
      return { differences, brokenInput, capped: false };
    }
    if (refused !== null) {
      if (!crashed && isCap(refused)) return { differences, brokenInput, capped: true };
      say(
        crashed ? "crashed on a file the reference reads" : "refused a file the reference reads",
        refused.message,
        "accepted",
      );
      return { differences, brokenInput, capped: false };
    }
    const a = ours as Record<string, unknown>;
    const b = expected as Record<string, unknown>;
    const key = Object.keys(b).find((k) => !isDeepStrictEqual(a[k], b[k]));
    if (key !== undefined) say(`${key} differs`, a[key], b[key]);
    return { differences, brokenInput, capped: false };
  };
  const show = (c: ToolCase<O>) => {
    const bytes = modelBytes(c.model);
    return `input (${bytes.length} bytes): ${showBytes(bytes)}\nchunks: [${c.chunks.join(", ")}], header row: ${c.skip + 1}, column pick: ${c.missing ? "missing" : c.pick}, options: ${showValue(c.options)}`;
  };
  return { name: tool.name, arbitrary, run, show };
}

const cellText = fc
  .array(fc.constantFrom("a", "1", ",", "$", "x", "A", "é", '"'), { maxLength: 3 })
  .map((cs) => cs.join(""));

export const valueCountsTarget = toolTarget({
  name: "value-counts",
  options: fc.constant(null),
  ours: async (source, c, column) => {
    const r = await countValues(source, { headerRow: c.skip + 1, column: column() });
    return { headers: r.headers, rows: r.rows, nonBlankCount: r.nonBlankCount };
  },
  reference: (scan, _c, column) => refValueCounts(scan, column()),
});

export const duplicatesTarget = toolTarget({
  name: "duplicates",
  options: fc.integer({ min: 1, max: 12 }),
  ours: async (source, c, column) => {
    const r = await findDuplicates(source, { headerRow: c.skip + 1, column: column(), limit: c.options });
    return {
      headers: r.headers,
      duplicateRowCount: r.duplicateRowCount,
      groupCount: r.groupCount,
      rows: r.rows,
      truncated: r.truncated,
    };
  },
  reference: (scan, c, column) => refDuplicates(scan, column(), c.options),
});

export const previewTarget = toolTarget({
  name: "pdw-preview",
  options: fc.record({ page: fc.integer({ min: 1, max: 4 }), rowsPerPage: fc.integer({ min: 1, max: 5 }) }),
  ours: (source, c) =>
    previewCsvFile(source, { skiprows: c.skip, page: c.options.page, rowsPerPage: c.options.rowsPerPage }),
  reference: (scan, c) => refPreview(scan, c.skip, c.options.page, c.options.rowsPerPage),
});

const pdwOptions: fc.Arbitrary<Omit<RefPdwOptions, "upperColumn" | "upcColumn"> & { picks: number[] }> = fc.record({
  removeCommas: fc.boolean(),
  removeDollars: fc.boolean(),
  picks: fc.array(fc.integer({ min: -1, max: 7 }), { minLength: 2, maxLength: 2 }),
  replacements: fc.array(
    fc.record({
      column: fc.constantFrom("", "pick"),
      search: cellText,
      replace: fc.oneof(cellText, fc.constant("$&")),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

/** The drawn options with column names from this file's header (a pick of -1 is a column the file lacks). */
function pdwNamed(
  o: Omit<RefPdwOptions, "upperColumn" | "upcColumn"> & { picks: number[] },
  column: ColumnNamer,
): RefPdwOptions {
  // As the routes' schema (optionalColumn) hands them over: a blank picker is no column.
  const optional = (name: string) => (name.trim() === "" ? undefined : name);
  return {
    removeCommas: o.removeCommas,
    removeDollars: o.removeDollars,
    upperColumn: optional(column(o.picks[0])),
    upcColumn: optional(column(o.picks[1])),
    replacements: o.replacements.map((r) => ({ ...r, column: r.column === "pick" ? column() : "" })),
  };
}

export const pdwProcessTarget = toolTarget({
  name: "pdw-process",
  options: pdwOptions,
  ours: async (source, c, column) => {
    const o = pdwNamed(c.options, column);
    const file = await processPdwFile(source, { ...o, skiprows: c.skip, filename: "out" });
    const preview = await previewPdwProcessing(source, { ...o, skiprows: c.skip });
    return {
      text: await file.content.text(),
      rows: file.processed_rows,
      summaryLines: file.processing_summary.length,
      preview: preview.processed_rows,
    };
  },
  reference: (scan, c, column) => refPdwProcess(scan, pdwNamed(c.options, column)),
});

export const removeCommasTarget = toolTarget({
  name: "remove-commas",
  skips: false,
  options: fc.constant(null),
  ours: async (source) => {
    const r = await removeCommasToText(source, { filename: "in.csv" });
    return { text: await r.content.text(), rows: r.rows };
  },
  reference: (scan) => refRemoveCommas(scan),
});
