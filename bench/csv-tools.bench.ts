// Data tools (lib/data-tools) against Miller and DuckDB on a generated 1,000,000-row, ~100 MB CSV: duplicate finding
// (every row whose trimmed ProductSKU repeats, grouped in first-seen order, written as CSV) and value counting
// (count descending, ties in first-seen order). Beside them, the same tools as they were the commit before the
// bounded-files work (issue 25), compiled from that commit's files, so what the bounds cost and what won it back
// stay visible. Each side runs in its own process under GNU time; the outputs are compared once per run, and a
// side that answers differently from ours fails the bench. `npm run bench -- csv-tools`; BENCH_RUNS=n sets the runs
// per side (median shown); BENCH_SMOKE=1 runs each once on 20,000 rows. Miller is Debian's `miller` package;
// without it its rows are left out and a note says so.
import path from "node:path";
import { benchOut } from "./helpers/bench-out";
import { csvDigest } from "./helpers/csv-digest";
import { commitTree } from "./helpers/commit-tree";
import { generateSalesCsv } from "./helpers/generate-sales-csv";
import { runnerCommand } from "./helpers/compile-runner";
import { watchMachineLoad } from "./helpers/machine-load";
import { benchRuns, measureMedian, type Measured } from "./helpers/measure-process";
import { ratio } from "./helpers/median";
import { toolAvailable } from "./helpers/reference-tool";
import { smokeOr } from "./helpers/smoke";
import type { BenchResult } from "./run";

export const smoke = true;

const ROWS = smokeOr(1_000_000, 20_000);
const COLUMN = "ProductSKU";

/**
 * The last commit on main before the bounded-files work (issue 25: the merges of i25-pool, i25-tools and
 * i25-reader), whose tools the bench runs beside today's. BENCH_CSV_BEFORE=<commit> names another, "none" leaves
 * it out.
 */
const BEFORE_BOUNDS = process.env.BENCH_CSV_BEFORE ?? "b1878ca";

// Miller computes the same thing: trimmed key, blanks dropped, then count-similar (which emits records grouped by
// first appearance) or count-distinct + a stable numeric sort.
const MLR_DUPLICATES = [
  "--icsv",
  "--ocsv",
  "put",
  `$__k = strip($${COLUMN})`,
  "then",
  "filter",
  '$__k != ""',
  "then",
  "count-similar",
  "-g",
  "__k",
  "-o",
  "__n",
  "then",
  "filter",
  "$__n > 1",
  "then",
  "cut",
  "-x",
  "-f",
  "__k,__n",
];
const MLR_VALUE_COUNTS = [
  "--icsv",
  "--ocsv",
  "put",
  `$__k = strip($${COLUMN})`,
  "then",
  "filter",
  '$__k != ""',
  "then",
  "count-distinct",
  "-f",
  "__k",
  "then",
  "sort",
  "-nr",
  "count",
];

type ChildOut = { rows: number; workSeconds: number };

export default async function benchCsvTools(): Promise<BenchResult> {
  const out = await benchOut();
  const input = path.join(out, ROWS === 1_000_000 ? "sales-1m.csv" : `sales-${ROWS}.csv`);
  const bytes = await generateSalesCsv(input, ROWS);
  const runs = benchRuns();
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  const load = watchMachineLoad();
  const hasMiller = toolAvailable("mlr", ["--version"]);

  const runner = await runnerCommand("bench/helpers/run-csv-tool.ts", out);
  const duck = await runnerCommand("bench/helpers/run-duckdb.ts", out, ["@duckdb/node-api"]);
  const beforeTree = BEFORE_BOUNDS === "none" ? null : await commitTree(BEFORE_BOUNDS, ["lib", "bench/helpers"]);
  const before =
    beforeTree &&
    (await runnerCommand("bench/helpers/run-csv-tool.ts", out, [], {
      root: beforeTree.dir,
      name: beforeTree.sha.slice(0, 7),
    }));
  const child = (r: { command: string; prefix: string[] }) => (args: string[]) =>
    measureMedian(runs, r.command, [...r.prefix, ...args]);
  const ours = child(runner);
  const duckdb = child(duck);
  const beforeLabel = beforeTree ? `before the bounds (${beforeTree.sha.slice(0, 7)})` : "";
  const tool = async (name: string, oursTool: string, mlrArgs: string[]) => {
    const files = {
      ours: path.join(out, `${oursTool}-ours.csv`),
      before: path.join(out, `${oursTool}-before-bounds.csv`),
      mlr: path.join(out, `${oursTool}-mlr.csv`),
      duck: path.join(out, `${oursTool}-duckdb.csv`),
      duckOne: path.join(out, `${oursTool}-duckdb-one-thread.csv`),
    };
    const mine = await ours([oursTool, input, COLUMN, files.ours]);
    const d = await duckdb([oursTool, input, COLUMN, files.duck]);
    const d1 = await duckdb([oursTool, input, COLUMN, files.duckOne, "1"]);
    const o = JSON.parse(mine.stdout) as ChildOut;
    const od = JSON.parse(d.stdout) as ChildOut;
    const od1 = JSON.parse(d1.stdout) as ChildOut;
    rows.push(line(`${name}: ours`, mine, o.workSeconds.toFixed(2), o.rows));
    const a = await csvDigest(files.ours);
    const digests = [
      `DuckDB ${agree(name, "DuckDB", a, await csvDigest(files.duck))}`,
      `DuckDB on one thread ${agree(name, "DuckDB on one thread", a, await csvDigest(files.duckOne))}`,
    ];
    let old: Measured | null = null;
    if (before) {
      old = await child(before)([oursTool, input, COLUMN, files.before]);
      const ob = JSON.parse(old.stdout) as ChildOut;
      rows.push(line(`${name}: ${beforeLabel}`, old, ob.workSeconds.toFixed(2), ob.rows));
      digests.push(`before the bounds ${agree(name, beforeLabel, a, await csvDigest(files.before))}`);
    }
    rows.push(line(`${name}: DuckDB`, d, od.workSeconds.toFixed(2), od.rows));
    rows.push(line(`${name}: DuckDB on one thread`, d1, od1.workSeconds.toFixed(2), od1.rows));
    if (hasMiller) {
      const mlr = await measureMedian(runs, "mlr", [...mlrArgs, input], files.mlr);
      const b = await csvDigest(files.mlr);
      rows.push(line(`${name}: Miller 6`, mlr, "", b.rows));
      rows.push(versus(`${name}: Miller ÷ ours`, mlr, mine));
      digests.push(`Miller ${same(a, b)}`);
    }
    if (old) rows.push(versus(`${name}: before the bounds ÷ ours`, old, mine));
    rows.push(versus(`${name}: DuckDB ÷ ours`, d, mine));
    rows.push(versus(`${name}: DuckDB on one thread ÷ ours`, d1, mine));
    notes.push(`${name}: ours ${a.rows} rows, sha ${a.sha}; ${digests.join("; ")}.`);
  };

  await tool("duplicates", "duplicates", MLR_DUPLICATES);
  await tool("value counts", "value-counts", MLR_VALUE_COUNTS);
  const find = await ours(["find-duplicates", input, COLUMN, "-"]);
  const f = JSON.parse(find.stdout) as ChildOut;
  rows.push(
    line("duplicates for the screen (count + first 10,000 rows): ours", find, f.workSeconds.toFixed(2), f.rows),
  );

  notes.push(
    `Input: ${ROWS.toLocaleString("en-US")} rows, ${(bytes / 1e6).toFixed(0)} MB, column ${COLUMN}.`,
    `wall and cpu (user + system) = whole process under /usr/bin/time, startup included (node running ${runner.compiled ? "the runners compiled by esbuild" : "the runners through tsx"});`,
    "work = timed inside the process. Miller and DuckDB run on several threads, so their cpu can exceed their wall time.",
    "DuckDB: @duckdb/node-api, the same work in SQL (bench/helpers/run-duckdb.ts), reading and writing the same files; on one thread: the same with SET threads = 1 (ours runs on one).",
    beforeTree
      ? `Before the bounds: bench/helpers/run-csv-tool.ts and lib/ of ${beforeTree.sha.slice(0, 12)} (the last commit before issue 25's bounded files), compiled the same way.`
      : `Before the bounds: left out (${BEFORE_BOUNDS === "none" ? "BENCH_CSV_BEFORE=none" : `this checkout does not hold ${BEFORE_BOUNDS}`}).`,
    ...(hasMiller ? [] : ["Miller is not installed, so its rows are left out (Debian: apt-get install miller)."]),
    load(),
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

function versus(name: string, ref: Measured, mine: Measured): (string | number)[] {
  return [
    name,
    ratio(ref.seconds, mine.seconds),
    ratio(ref.cpuSeconds, mine.cpuSeconds),
    "",
    ratio(ref.peakMb, mine.peakMb),
    "",
  ];
}

type Digest = { rows: number; sha: string };

/** A figure for a different answer compares nothing: the bench fails instead of printing it. */
function agree(tool: string, side: string, ours: Digest, theirs: Digest): string {
  const verdict = same(ours, theirs);
  if (verdict !== "matches") throw new Error(`${tool}: ${side} answers differently from ours: ${verdict}.`);
  return verdict;
}

function same(a: Digest, b: Digest): string {
  return a.sha === b.sha && a.rows === b.rows ? "matches" : `DIFFERS (${b.rows} rows, sha ${b.sha})`;
}
