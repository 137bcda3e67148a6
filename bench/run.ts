// npm run bench – runs every bench/**/*.bench.ts (or those whose path contains an argument) and prints
// each result as a table. A bench module default-exports an async function returning a BenchResult.
// BENCH_SMOKE=1 runs every bench once on a small input (each exports `smoke = true`; one without fails the run),
// checking its answers and that no request failed (bench/helpers/smoke.ts); CI runs them so. Any bench that throws fails the run.
import "@/scripts/server-conditions";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { benchSmoke, smokeFailures } from "./helpers/smoke";

export type BenchResult = { title: string; columns: string[]; rows: (string | number)[][]; notes?: string[] };

async function findBenchFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name.startsWith(".") ? [] : findBenchFiles(full);
      return e.name.endsWith(".bench.ts") ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

function printTable(result: BenchResult) {
  const cells = [result.columns, ...result.rows.map((r) => r.map(String))];
  const widths = result.columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => "| " + r.map((c, i) => c.padEnd(widths[i])).join(" | ") + " |";
  console.log(`\n## ${result.title}\n`);
  console.log(line(cells[0]));
  console.log("| " + widths.map((w) => "-".repeat(w)).join(" | ") + " |");
  for (const r of cells.slice(1)) console.log(line(r));
  for (const n of result.notes ?? []) console.log(`\n${n}`);
}

const filters = process.argv.slice(2);
const files = (await findBenchFiles(path.join(process.cwd(), "bench"))).filter(
  // Matched on the path inside the repository: the checkout's own folder name may contain any word.
  (f) => filters.length === 0 || filters.some((x) => path.relative(process.cwd(), f).includes(x)),
);
const smoke = benchSmoke();
let failed = 0;
let ran = 0;
for (const file of files) {
  const name = path.relative(process.cwd(), file);
  const mod = (await import(pathToFileURL(file).href)) as {
    default: () => Promise<BenchResult | BenchResult[]>;
    smoke?: boolean;
  };
  // Every bench has a smoke mode, so CI runs each for a moment and none can rot unseen.
  if (smoke && mod.smoke !== true) {
    console.error(`\n${name}: no smoke mode (export const smoke = true, sizes through smokeOr)`);
    failed++;
    continue;
  }
  ran++;
  try {
    const started = performance.now();
    const out = await mod.default();
    const results = Array.isArray(out) ? out : [out];
    for (const r of results) printTable(smoke ? { ...r, title: `${r.title} [smoke]` } : r);
    const wrong = smoke ? results.flatMap(smokeFailures) : [];
    if (wrong.length > 0) throw new Error(`the smoke run saw failures:\n${wrong.join("\n")}`);
    if (smoke) console.log(`\n${name}: smoke run passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    failed++;
    console.error(`\n${name} failed:`, err);
  }
}
// A smoke run that matched nothing checked nothing: that is a failure too (a renamed bench, a wrong filter).
if (smoke && ran === 0) {
  console.error("\nBENCH_SMOKE=1: no bench with a smoke mode matched", filters.join(" "));
  failed++;
}
process.exit(failed ? 1 : 0);
