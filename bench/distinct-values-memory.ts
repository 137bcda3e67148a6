// The memory behind MAX_DISTINCT_VALUES and MAX_NOTED_ROWS (lib/data-tools/limits.ts): one data tool on one
// generated worst-case file, in this process, so GNU time's peak RSS is the job's. Not a *.bench.ts (npm run bench
// leaves it out): run it by hand, e.g.
//   npx tsx bench/distinct-values-memory.ts gen unique /tmp/unique.csv        (200 MB of short unique values)
//   npx tsx bench/distinct-values-memory.ts gen accepted /tmp/accepted.csv    (the bound's worth of values, each
//                                                                               twice, then short repeats up to
//                                                                               FILL_ROWS rows, default the row bound)
//   /usr/bin/time -v npx tsx bench/distinct-values-memory.ts run duplicates /tmp/unique.csv
// Tools: value-counts (countValues, then the JSON answer), duplicates (findDuplicates), duplicates-export.
import { createWriteStream } from "node:fs";
import { openFileSource } from "@/lib/csv/node-file-source";
import { countValues } from "@/lib/data-tools/count-values";
import { exportDuplicatesCsv } from "@/lib/data-tools/export-duplicates";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";
import { MAX_DISTINCT_VALUES, MAX_NOTED_ROWS } from "@/lib/data-tools/limits";
import { valueCountsAnswer } from "@/lib/data-tools/value-counts-answer";

const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

async function generate(kind: string, path: string) {
  const out = createWriteStream(path);
  let bytes = 0;
  let rows = 0;
  const write = async (text: string) => {
    bytes += text.length;
    if (!out.write(text)) await new Promise<void>((r) => out.once("drain", () => r()));
  };
  await write("v\n");
  let batch = "";
  const flush = async () => {
    await write(batch);
    batch = "";
  };
  if (kind === "unique") {
    for (let i = 0; bytes + batch.length < UPLOAD_MAX_BYTES - 16; i++) {
      batch += i.toString(36) + "\n";
      if (batch.length > 1 << 20) await flush();
    }
  } else {
    for (let i = 0; i < MAX_DISTINCT_VALUES; i++) {
      const v = i.toString(36);
      batch += v + "\n" + v + "\n";
      rows += 2;
      if (batch.length > 1 << 20) await flush();
    }
    // Then the shortest rows there are, up to the row bound or the upload limit.
    const fillTo = Number(process.env.FILL_ROWS ?? MAX_NOTED_ROWS);
    for (; rows < fillTo && bytes + batch.length < UPLOAD_MAX_BYTES - 16; rows++) {
      batch += "a\n";
      if (batch.length > 1 << 20) await flush();
    }
  }
  await flush();
  await new Promise<void>((r) => out.end(() => r()));
  console.log(JSON.stringify({ path, bytes }));
}

async function run(tool: string, path: string) {
  const source = await openFileSource(path);
  const options = { headerRow: 1, column: "v" };
  const started = performance.now();
  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 50);
  let outcome: unknown;
  try {
    if (tool === "value-counts") {
      const a = valueCountsAnswer(await countValues(source, options));
      outcome = { distinct: a.distinctCount, jsonChars: JSON.stringify(a).length };
    } else if (tool === "duplicates") {
      const d = await findDuplicates(source, options);
      outcome = { duplicateRowCount: d.duplicateRowCount, rows: d.rows.length, jsonChars: JSON.stringify(d).length };
    } else {
      const e = await exportDuplicatesCsv(source, options);
      outcome = { rowCount: e.rowCount, bytes: e.content.size };
    }
  } catch (err) {
    outcome = { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
  clearInterval(sampler);
  const mb = (n: number) => Math.round(n / 2 ** 20);
  console.log(
    JSON.stringify({
      tool,
      outcome,
      seconds: Math.round(performance.now() - started) / 1000,
      peakHeapMB: mb(peakHeap),
      rssMB: mb(process.memoryUsage().rss),
    }),
  );
}

const [mode, a, b] = process.argv.slice(2);
if (mode === "gen") await generate(a, b);
else await run(a, b);
