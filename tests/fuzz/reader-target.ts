// The reader target: lib/csv's scanCsv four ways (whole file; chunked; chunked with a projection; chunked with a
// record filter, the last two being record-parser.ts's own paths) against the reference reader, and the reference's
// records against DuckDB's read_csv where DuckDB's semantics match ours.
import fc from "fast-check";
import { compareScan, type Difference } from "./compare-scan";
import { chunkedSource, wholeSource } from "./chunked-source";
import { duckdbRecords } from "./duckdb-reader";
import { chunkSizesArb, fileModelArb, modelBytes, type FileModel } from "./messy-csv";
import { ourScan } from "./our-scan";
import type { EncodingChoice } from "./reference-decode";
import { referenceDecode } from "./reference-decode";
import { referenceRecords, referenceScan, type RefRecord, type RefScan } from "./reference-reader";
import { Refusal } from "./refusal";
import { showBytes } from "./show-input";
import type { Outcome, Target } from "./run-target";

export type ReaderCase = {
  model: FileModel;
  chunks: number[];
  skipLines: number;
  encoding: EncodingChoice;
  columns: number[];
  every: number;
  offset: number;
};

const caseArb: fc.Arbitrary<ReaderCase> = fc.record({
  model: fileModelArb,
  chunks: chunkSizesArb,
  skipLines: fc.oneof(
    { weight: 6, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
  ),
  encoding: fc.oneof(
    { weight: 8, arbitrary: fc.constant("auto" as const) },
    { weight: 1, arbitrary: fc.constantFrom("utf-8" as const, "windows-1252" as const) },
  ),
  columns: fc.array(fc.integer({ min: -1, max: 8 }), { minLength: 1, maxLength: 3 }),
  every: fc.integer({ min: 1, max: 4 }),
  offset: fc.nat({ max: 3 }),
});

function attempt<T>(f: () => T): T | Refusal {
  try {
    return f();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/**
 * DuckDB is compared only on files where its documented behaviour is ours, and on raw records (no header rules):
 * - the reference reads the file (DuckDB does not refuse a quote left open at the end of the file, and reads
 *   lines past our bounds), so refusals are compared with the reference alone;
 * - one kind of line break in the whole file: DuckDB settles on one per file (a mixed file is "an invalid state");
 * - no empty line: DuckDB skips blank lines, where we give a record [""];
 * - no quote inside an unquoted value: text to us, but DuckDB's strict state machine reads it otherwise
 *   (` ",""` gives DuckDB no record at all, us [' "', ""]);
 * - at most 2,000 columns, to keep the query small. The text is handed over decoded, as UTF-8 without a BOM.
 */
function duckdbComparable(text: string, records: RefRecord[]): boolean {
  const kinds = [/\r\n/, /\r(?!\n)/, /(?<!\r)\n/].filter((re) => re.test(text)).length;
  return (
    kinds <= 1 &&
    records.length > 0 &&
    records.every((r) => r.fields.length <= 2000 && !r.strayQuote && !(r.fields.length === 1 && r.fields[0] === ""))
  );
}

async function duckdbDifference(bytes: Uint8Array, encoding: EncodingChoice): Promise<Difference | null> {
  const records: RefRecord[] = [];
  const text = attempt(() => referenceDecode(bytes, encoding));
  if (
    text instanceof Refusal ||
    attempt(() => referenceRecords(text, 0, (r) => void records.push(r))) instanceof Refusal
  )
    return null;
  if (!duckdbComparable(text, records)) return null;
  const width = Math.max(...records.map((r) => r.fields.length));
  const expected = records.map((r) => [...r.fields, ...new Array<string>(width - r.fields.length).fill("")]);
  const theirs = await duckdbRecords(text, width);
  if (!Array.isArray(theirs))
    return { signature: "DuckDB: refused a file the reference reads", ours: theirs, reference: expected.slice(0, 5) };
  const k = expected.findIndex((row, i) => JSON.stringify(row) !== JSON.stringify(theirs[i]));
  if (k < 0 && theirs.length === expected.length) return null;
  const at = k < 0 ? expected.length : k;
  return {
    signature: "DuckDB: records differ",
    ours: { record: at, duckdb: theirs[at] ?? "none" },
    reference: { record: at, fields: expected[at] ?? "none" },
  };
}

export async function readerDifferences(c: ReaderCase): Promise<Outcome> {
  const bytes = modelBytes(c.model);
  const { skipLines, encoding } = c;
  const ref: RefScan | Refusal = attempt(() => referenceScan(bytes, { skipLines, encoding }));
  const wanted = (index: number) => index % c.every === c.offset % c.every;
  const runs = [
    compareScan("whole file", await ourScan(wholeSource(bytes), { skipLines, encoding }), ref),
    compareScan("chunked", await ourScan(chunkedSource(bytes, c.chunks), { skipLines, encoding }), ref),
    compareScan(
      "projected",
      await ourScan(chunkedSource(bytes, c.chunks), { skipLines, encoding, columns: () => c.columns }),
      ref,
      { columns: c.columns },
    ),
    compareScan(
      "filtered",
      await ourScan(chunkedSource(bytes, c.chunks), { skipLines, encoding, wantRow: wanted }),
      ref,
      { wanted },
    ),
    await duckdbDifference(bytes, encoding),
  ];
  return {
    differences: runs.filter((d): d is Difference => d !== null),
    brokenInput: ref instanceof Refusal,
    capped: false,
  };
}

export const readerTarget: Target<ReaderCase> = {
  name: "reader",
  arbitrary: caseArb,
  run: readerDifferences,
  show: (c) => {
    const bytes = modelBytes(c.model);
    return [
      `input (${bytes.length} bytes): ${showBytes(bytes)}`,
      `chunks: [${c.chunks.join(", ")}], skipLines: ${c.skipLines}, encoding: ${c.encoding}, ` +
        `columns: [${c.columns.join(", ")}], wantRow: index % ${c.every} === ${c.offset % c.every}`,
    ].join("\n");
  },
};
