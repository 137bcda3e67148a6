// Data tools (lib/data-tools) against Miller on a generated 1,000,000-row, ~100 MB CSV: duplicate finding (every
// row whose trimmed ProductSKU repeats, grouped in first-seen order, written as CSV) and value counting (count
// descending, ties in first-seen order). Each side runs in its own process under GNU time; the outputs are compared
// once per run. `npm run bench -- csv-tools`; BENCH_RUNS=n sets the runs per side (median shown).
import path from "node:path";
import { csvDigest } from "./helpers/csv-digest";
import { generateSalesCsv } from "./helpers/generate-sales-csv";
import { runnerCommand } from "./helpers/compile-runner";
import { benchRuns, measureMedian, type Measured } from "./helpers/measure-process";
import type { BenchResult } from "./run";

const OUT = path.join(process.cwd(), "bench", ".out");
const ROWS = 1_000_000;
const COLUMN = "ProductSKU";

// Miller computes the same thing: trimmed key, blanks dropped, then count-similar (which emits records grouped by
// first appearance) or count-distinct + a stable numeric sort.
const MLR_DUPLICATES = [
  "--icsv", "--ocsv", "put", `$__k = strip($${COLUMN})`, "then", "filter", '$__k != ""',
  "then", "count-similar", "-g", "__k", "-o", "__n", "then", "filter", "$__n > 1", "then", "cut", "-x", "-f", "__k,__n",
];
const MLR_VALUE_COUNTS = [
  "--icsv", "--ocsv", "put", `$__k = strip($${COLUMN})`, "then", "filter", '$__k != ""',
  "then", "count-distinct", "-f", "__k", "then", "sort", "-nr", "count",
];

type OursOut = { rows: number; workSeconds: number };

export default async function benchCsvTools(): Promise<BenchResult> {
  const input = path.join(OUT, "sales-1m.csv");
  const bytes = await generateSalesCsv(input, ROWS);
  const runs = benchRuns();
  const rows: (string | number)[][] = [];
  const notes: string[] = [];

  const runner = await runnerCommand("bench/helpers/run-csv-tool.ts", OUT);
  const ours = (args: string[]) => measureMedian(runs, runner.command, [...runner.prefix, ...args]);
  const tool = async (name: string, oursTool: string, mlrArgs: string[]) => {
    const oursFile = path.join(OUT, `${oursTool}-ours.csv`);
    const mlrFile = path.join(OUT, `${oursTool}-mlr.csv`);
    const mine = await ours([oursTool, input, COLUMN, oursFile]);
    const mlr = await measureMedian(runs, "mlr", [...mlrArgs, input], mlrFile);
    const [a, b] = await Promise.all([csvDigest(oursFile), csvDigest(mlrFile)]);
    const o = JSON.parse(mine.stdout) as OursOut;
    rows.push(line(`${name}: ours`, mine, o.workSeconds.toFixed(2), o.rows));
    rows.push(line(`${name}: Miller 6`, mlr, "", b.rows));
    rows.push([
      `${name}: Miller ÷ ours`,
      ratio(mlr.seconds, mine.seconds),
      ratio(mlr.cpuSeconds, mine.cpuSeconds),
      "",
      ratio(mlr.peakMb, mine.peakMb),
      "",
    ]);
    notes.push(`${name}: outputs ${a.sha === b.sha && a.rows === b.rows ? "match" : "DIFFER"} (${a.rows} rows, sha ${a.sha} vs ${b.sha}).`);
  };

  await tool("duplicates", "duplicates", MLR_DUPLICATES);
  await tool("value counts", "value-counts", MLR_VALUE_COUNTS);
  const find = await ours(["find-duplicates", input, COLUMN, "-"]);
  const f = JSON.parse(find.stdout) as OursOut;
  rows.push(line("duplicates for the screen (count + first 10,000 rows): ours", find, f.workSeconds.toFixed(2), f.rows));

  notes.push(
    `Input: ${ROWS.toLocaleString("en-US")} rows, ${(bytes / 1e6).toFixed(0)} MB, column ${COLUMN}.`,
    `wall and cpu (user + system) = whole process under /usr/bin/time, startup included (node running ${runner.compiled ? "the runner compiled by esbuild" : "the runner through tsx"});`,
    "work = timed inside our process. Miller runs its pipeline on several goroutines, so its cpu can exceed its wall time.",
  );
  return {
    title: `csv-tools: duplicates and value counts on ${ROWS.toLocaleString("en-US")} rows (median of ${runs})`,
    columns: ["run", "wall s", "cpu s", "work s", "peak MB", "output rows"],
    rows,
    notes,
  };
}

function line(name: string, m: Measured, work: string, outRows: number): (string | number)[] {
  return [name, m.seconds.toFixed(2), m.cpuSeconds.toFixed(2), work, m.peakMb.toFixed(0), outRows];
}

function ratio(ref: number, ours: number): string {
  return `${(ref / ours).toFixed(2)}×`;
}
