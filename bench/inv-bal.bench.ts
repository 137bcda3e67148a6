// Inventory comparison (lib/inv-bal) against pandas doing the same join and difference rule, on two generated
// 200,000-row windows-1252 files. Each side runs in its own process under GNU time; the outputs (every differing
// row) are compared once per run. `npm run bench -- inv-bal`; BENCH_RUNS=n sets the runs per side (median shown).
import path from "node:path";
import { csvDigest } from "./helpers/csv-digest";
import { generateInventoryFiles } from "./helpers/generate-inventory-csv";
import { runnerCommand } from "./helpers/compile-runner";
import { benchRuns, measureMedian, type Measured } from "./helpers/measure-process";
import type { BenchResult } from "./run";

const OUT = path.join(process.cwd(), "bench", ".out");
const ROWS = 200_000;

type Summary = { matched: number; unmatched: number; workSeconds: number };

export default async function benchInvBal(): Promise<BenchResult> {
  const conv = path.join(OUT, "conv-200k.csv");
  const eds = path.join(OUT, "eds-200k.csv");
  await generateInventoryFiles(conv, eds, ROWS);
  const runs = benchRuns();

  const oursOut = path.join(OUT, "inv-bal-ours.csv");
  const pandasOut = path.join(OUT, "inv-bal-pandas.csv");
  const runner = await runnerCommand("bench/helpers/run-inv-bal.ts", OUT);
  const ours = await measureMedian(runs, runner.command, [...runner.prefix, conv, eds, oursOut]);
  const pandas = await measureMedian(runs, "/usr/bin/python3", ["bench/helpers/inv_bal_pandas.py", conv, eds, pandasOut]);

  // Same rows, whatever the order (pandas groups equal keys) and number style (pandas writes -163.0).
  const normalise = { pick: (r: string[]) => [r[0], r[1], Number(r[2]).toFixed(6)], sorted: true };
  const [a, b] = await Promise.all([csvDigest(oursOut, normalise), csvDigest(pandasOut, normalise)]);
  const so = JSON.parse(ours.stdout) as Summary;
  const sp = JSON.parse(pandas.stdout) as Summary;
  const same = a.sha === b.sha && so.matched === sp.matched && so.unmatched === sp.unmatched;

  const row = (name: string, m: Measured, s: Summary) => [
    name,
    m.seconds.toFixed(2),
    m.cpuSeconds.toFixed(2),
    s.workSeconds.toFixed(2),
    m.peakMb.toFixed(0),
    s.matched,
    s.unmatched,
  ];
  return {
    title: `inv-bal: compare two ${ROWS.toLocaleString("en-US")}-row inventory files (median of ${runs})`,
    columns: ["implementation", "wall s", "cpu s", "work s", "peak MB", "matched", "with variance"],
    rows: [
      row("ours (lib/inv-bal, node)", ours, so),
      row("pandas 1.5 (/usr/bin/python3)", pandas, sp),
      [
        "pandas ÷ ours",
        ratio(pandas.seconds, ours.seconds),
        ratio(pandas.cpuSeconds, ours.cpuSeconds),
        ratio(sp.workSeconds, so.workSeconds),
        ratio(pandas.peakMb, ours.peakMb),
        "",
        "",
      ],
    ],
    notes: [
      `Outputs ${same ? "match" : "DIFFER"}: ${a.rows} differing rows each side, sha ${a.sha} vs ${b.sha}.`,
      `wall and cpu (user + system) = whole process under /usr/bin/time, startup included (node running ${runner.compiled ? "the runner compiled by esbuild" : "the runner through tsx"}; python importing pandas);`,
      "work = reading, joining, diffing and writing the differences, timed inside each process.",
    ],
  };
}

function ratio(ref: number, ours: number): string {
  return `${(ref / ours).toFixed(2)}×`;
}
