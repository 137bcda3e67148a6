// Differential fuzzing of lib/csv's reader (tests/fuzz): a fixed-seed sample of messy files, read by scanCsv four
// ways, by the reference reader and (where its semantics match ours) by DuckDB. `npm run fuzz` runs the long one.
import { afterAll, expect, test } from "vitest";
import { closeDuckdb } from "@/tests/fuzz/duckdb-reader";
import { readerTarget } from "@/tests/fuzz/reader-target";
import { fuzzTarget, showFound } from "@/tests/fuzz/run-target";

afterAll(closeDuckdb);

test("scanCsv reads 300 messy files (mixed line endings, quotes, BOMs, encodings, chunking) as the reference and DuckDB do", async () => {
  const report = await fuzzTarget(readerTarget, { runs: 300, seed: 2525, maxKinds: 3 });
  expect(showFound(report)).toEqual([]);
  expect(report.inputs).toBe(300);
}, 120_000);
