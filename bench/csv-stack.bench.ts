// lib/csv against papaparse (and windows-1252 decoding against the platform's TextDecoder), in one run, on the
// bench files: the 1,000,000-row sales CSV and a 200,000-row windows-1252 inventory file. Each task runs in a
// child process per side, the sides taking turns (lib, papa, lib, papa, ...) so both see the same moments of a
// shared machine; the answers' digests must match. lib/csv keeps a part only where it is at least 1.5× faster or
// needs at most half the memory (issue 12); reading is lib/csv's whatever the figures (issue 25: papaparse cannot
// read line endings mixed per line), so its reading rows compare against `Papa.parse` as a reference only.
// `npm run bench -- csv-stack`; BENCH_RUNS=n sets the runs per side; BENCH_SMOKE=1 runs each side once on 20,000
// sales rows and 2,000 inventory rows.
import path from "node:path";
import { benchOut } from "./helpers/bench-out";
import { runnerCommand } from "./helpers/compile-runner";
import { generateInventoryFiles } from "./helpers/generate-inventory-csv";
import { generateSalesCsv } from "./helpers/generate-sales-csv";
import { watchMachineLoad } from "./helpers/machine-load";
import { benchRuns, measureProcess, type Measured } from "./helpers/measure-process";
import { median, ratio } from "./helpers/median";
import { smokeOr } from "./helpers/smoke";
import type { BenchResult } from "./run";

export const smoke = true;

const SALES_ROWS = smokeOr(1_000_000, 20_000);
const INVENTORY_ROWS = smokeOr(200_000, 2_000);

type ChildOut = { digest: string; rows: number; workSeconds: number; workCpuSeconds: number; peakHeapMb: number };
type Side = { name: string; work: number; workCpu: number; rss: number; heap: number; digest: string; rows: number };
type Task = { name: string; task: string; file: "sales" | "inventory"; column?: string };

const TASKS: Task[] = [
  { name: "read every cell (sales, UTF-8)", task: "read-all", file: "sales" },
  { name: "read one column and tally it (sales)", task: "read-column", file: "sales", column: "ProductSKU" },
  { name: "read one row in a hundred (sales)", task: "read-some", file: "sales" },
  { name: "read every cell (inventory, windows-1252)", task: "read-all", file: "inventory" },
  { name: "read one column and tally it (inventory)", task: "read-column", file: "inventory", column: "ESC.PN" },
  { name: "write every cell quoted (sales)", task: "write-quoted", file: "sales" },
  { name: "write with minimal quoting (sales)", task: "write-minimal", file: "sales" },
  { name: "decode windows-1252 (inventory)", task: "decode-1252", file: "inventory" },
];

export default async function benchCsvStack(): Promise<BenchResult> {
  const out = await benchOut();
  const sales = path.join(out, SALES_ROWS === 1_000_000 ? "sales-1m.csv" : `sales-${SALES_ROWS}.csv`);
  const size = INVENTORY_ROWS === 200_000 ? "200k" : String(INVENTORY_ROWS);
  const conv = path.join(out, `conv-${size}.csv`);
  await generateSalesCsv(sales, SALES_ROWS);
  await generateInventoryFiles(conv, path.join(out, `eds-${size}.csv`), INVENTORY_ROWS);
  const runs = benchRuns();
  const runner = await runnerCommand("bench/helpers/run-csv-stack.ts", out);
  const load = watchMachineLoad();

  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  for (const t of TASKS) {
    const input = t.file === "sales" ? sales : conv;
    const env: Record<string, string> =
      t.file === "inventory" ? { BENCH_ENCODING: "windows-1252", BENCH_SKIP_LINES: "8" } : {};
    const measured: Record<"lib" | "papa", Measured[]> = { lib: [], papa: [] };
    for (let i = 0; i < runs; i++) {
      for (const impl of i % 2 === 0 ? (["lib", "papa"] as const) : (["papa", "lib"] as const)) {
        const target = path.join(out, `csv-stack-${t.task}-${impl}.csv`);
        const args = [...runner.prefix, t.task, impl, input, t.column ?? "", target];
        measured[impl].push(await measureProcess(runner.command, args, undefined, env));
      }
    }
    const lib = summarise("lib/csv", measured.lib);
    const papa = summarise(t.task === "decode-1252" ? "TextDecoder" : "papaparse", measured.papa);
    // CPU time decides: on a shared machine it moves far less with the load than wall time does.
    const faster = papa.workCpu / lib.workCpu;
    const leaner = Math.min(papa.rss / lib.rss, papa.heap / lib.heap);
    const keep = faster >= 1.5 || leaner >= 2;
    const cells = (x: Side) => [x.work.toFixed(2), x.workCpu.toFixed(2), x.rss.toFixed(0), x.heap.toFixed(0)];
    rows.push([t.name, "lib/csv", ...cells(lib), "", ""]);
    rows.push([
      "",
      papa.name,
      ...cells(papa),
      `${ratio(papa.work, lib.work)} / ${ratio(papa.workCpu, lib.workCpu)} / ${ratio(papa.rss, lib.rss)} / ${ratio(papa.heap, lib.heap)}`,
      keep ? "lib/csv" : "the other",
    ]);
    // A figure for a different answer compares nothing: the bench fails instead of printing it.
    if (lib.digest !== papa.digest || lib.rows !== papa.rows) {
      throw new Error(
        `${t.name}: lib/csv and ${papa.name} answer differently (${lib.rows} vs ${papa.rows} rows, ${lib.digest} vs ${papa.digest}).`,
      );
    }
    notes.push(`${t.name}: answers match (${lib.rows} rows, ${lib.digest}).`);
  }
  notes.push(
    "work = the measured part inside the child (reading: decode + parse + the task; writing: serialising only;",
    "decoding: the decoder only), as wall time and as the process's CPU time over the same span. RSS = the child's",
    "peak resident set (GNU time); heap = its peak V8 heap used, sampled after each chunk. Medians per side.",
    "Ratios are other ÷ lib/csv for work wall / work CPU / RSS / heap; lib/csv keeps a part at ≥ 1.5× work CPU or",
    "≥ 2× on RSS or heap.",
    load(),
  );
  return {
    title: `csv-stack: lib/csv against papaparse, same files, same run (median of ${runs} per side)`,
    columns: [
      "task",
      "implementation",
      "work s",
      "work cpu s",
      "peak RSS MB",
      "peak heap MB",
      "other ÷ lib/csv",
      "keeps",
    ],
    rows,
    notes,
  };
}

function summarise(name: string, all: Measured[]): Side {
  const outs = all.map((m) => JSON.parse(m.stdout) as ChildOut);
  const answers = new Set(outs.map((o) => `${o.rows} ${o.digest}`));
  if (answers.size > 1)
    throw new Error(`${name} answered differently from one run to the next: ${[...answers].join(", ")}.`);
  return {
    name,
    work: median(outs.map((o) => o.workSeconds)),
    workCpu: median(outs.map((o) => o.workCpuSeconds)),
    rss: median(all.map((m) => m.peakMb)),
    heap: median(outs.map((o) => o.peakHeapMb)),
    digest: outs[0].digest,
    rows: outs[0].rows,
  };
}
