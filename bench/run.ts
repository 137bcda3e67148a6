// npm run bench – runs every bench/**/*.bench.ts (or those whose path contains an argument) and prints
// each result as a table. A bench module default-exports an async function returning a BenchResult.
import "@/scripts/server-conditions";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

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
let failed = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(file).href)) as { default: () => Promise<BenchResult | BenchResult[]> };
  try {
    const out = await mod.default();
    for (const r of Array.isArray(out) ? out : [out]) printTable(r);
  } catch (err) {
    failed++;
    console.error(`\n${path.relative(process.cwd(), file)} failed:`, err);
  }
}
process.exit(failed ? 1 : 0);
