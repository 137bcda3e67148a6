// Inventory comparison (lib/inv-bal) against pandas and DuckDB doing the same join and difference rule, on two
// generated 200,000-row windows-1252 files. Each side runs in its own process under GNU time; the outputs (every
// differing row) are compared once per run. `npm run bench -- inv-bal`; BENCH_RUNS=n sets the runs per side
// (median shown); BENCH_SMOKE=1 runs each once on 2,000 rows. A side whose differing rows are not ours fails the
// bench. pandas is Debian's `python3-pandas`; without it its rows are left out and a note says so.
import path from "node:path";
import { benchOut } from "./helpers/bench-out";
import { csvDigest } from "./helpers/csv-digest";
import { generateInventoryFiles } from "./helpers/generate-inventory-csv";
import { runnerCommand } from "./helpers/compile-runner";
import { watchMachineLoad } from "./helpers/machine-load";
import { benchRuns, measureMedian, type Measured } from "./helpers/measure-process";
import { ratio } from "./helpers/median";
import { toolAvailable } from "./helpers/reference-tool";
import { smokeOr } from "./helpers/smoke";
import type { BenchResult } from "./run";

export const smoke = true;

const ROWS = smokeOr(200_000, 2_000);
const PYTHON = "/usr/bin/python3";

type Summary = { matched: number; unmatched: number; workSeconds: number };
type Side = { name: string; m: Measured; s: Summary; digest: { rows: number; sha: string } };

// Same rows, whatever the order (pandas and DuckDB group equal keys) and number style (they write -163.0).
const normalise = { pick: (r: string[]) => [r[0], r[1], Number(r[2]).toFixed(6)], sorted: true };

export default async function benchInvBal(): Promise<BenchResult> {
  const out = await benchOut();
  const size = ROWS === 200_000 ? "200k" : String(ROWS);
  const conv = path.join(out, `conv-${size}.csv`);
  const eds = path.join(out, `eds-${size}.csv`);
  await generateInventoryFiles(conv, eds, ROWS);
  const runs = benchRuns();
  const load = watchMachineLoad();
  const hasPandas = toolAvailable(PYTHON, ["-c", "import pandas"]);

  const side = async (name: string, file: string, command: string, args: string[]): Promise<Side> => {
    const target = path.join(out, file);
    const m = await measureMedian(runs, command, [...args, conv, eds, target]);
    return { name, m, s: JSON.parse(m.stdout) as Summary, digest: await csvDigest(target, normalise) };
  };
  const runner = await runnerCommand("bench/helpers/run-inv-bal.ts", out);
  const duck = await runnerCommand("bench/helpers/run-duckdb.ts", out, ["@duckdb/node-api"]);
  const ours = await side("ours (lib/inv-bal, node)", "inv-bal-ours.csv", runner.command, runner.prefix);
  const others = [
    await side("DuckDB (@duckdb/node-api, SQL)", "inv-bal-duckdb.csv", duck.command, [...duck.prefix, "inv-bal"]),
  ];
  if (hasPandas)
    others.push(
      await side("pandas (/usr/bin/python3)", "inv-bal-pandas.csv", PYTHON, ["bench/helpers/inv_bal_pandas.py"]),
    );

  const row = ({ name, m, s }: Side) => [
    name,
    m.seconds.toFixed(2),
    m.cpuSeconds.toFixed(2),
    s.workSeconds.toFixed(2),
    m.peakMb.toFixed(0),
    s.matched,
    s.unmatched,
  ];
  const versus = (o: Side) => [
    `${o.name.split(" ")[0]} ÷ ours`,
    ratio(o.m.seconds, ours.m.seconds),
    ratio(o.m.cpuSeconds, ours.m.cpuSeconds),
    ratio(o.s.workSeconds, ours.s.workSeconds),
    ratio(o.m.peakMb, ours.m.peakMb),
    "",
    "",
  ];
  // A figure for a different answer compares nothing: the bench fails instead of printing it.
  const agree = (o: Side) => {
    if (o.digest.sha === ours.digest.sha && o.s.matched === ours.s.matched && o.s.unmatched === ours.s.unmatched)
      return "matches";
    throw new Error(
      `${o.name} answers differently from ours: ${o.digest.rows} rows, sha ${o.digest.sha}, matched ${o.s.matched} (ours ${ours.digest.rows}, ${ours.digest.sha}, ${ours.s.matched}).`,
    );
  };
  return {
    title: `inv-bal: compare two ${ROWS.toLocaleString("en-US")}-row inventory files (median of ${runs})`,
    columns: ["implementation", "wall s", "cpu s", "work s", "peak MB", "matched", "with variance"],
    rows: [row(ours), ...others.map(row), ...others.map(versus)],
    notes: [
      `Outputs: ours ${ours.digest.rows} differing rows, sha ${ours.digest.sha}; ${others.map((o) => `${o.name.split(" ")[0]} ${agree(o)}`).join("; ")}.`,
      `wall and cpu (user + system) = whole process under /usr/bin/time, startup included (node running ${runner.compiled ? "the runners compiled by esbuild" : "the runners through tsx"}; python importing pandas);`,
      "work = reading, joining, diffing and writing the differences, timed inside each process (DuckDB's includes",
      "transcoding the windows-1252 files to UTF-8, which it cannot read without a downloaded extension).",
      ...(hasPandas
        ? []
        : ["pandas is not installed, so its rows are left out (Debian: apt-get install python3-pandas)."]),
      load(),
    ],
  };
}
