// CSV limits (issue 25): (a) each CSV tool route on the largest input it accepts (a file at the upload limit,
// 200 MB), with the server's peak memory and the time; (b) five users uploading such a file at once to one route
// while a sixth user's light request is timed, with the server's peak memory. The README's memory table is this.
//
//   flock /tmp/e54-next.lock npm run bench -- csv-limits          (builds when .next/BUILD_ID is missing)
//   CSV_LIMITS_MB=20 npm run bench -- csv-limits                  (a quick try at a tenth of the size)
//   CSV_LIMITS_FRESH=1 npm run bench -- csv-limits                (each tool, and (b), on a server of its own)
//   CSV_LIMITS_BEFORE=f099413 npm run bench -- csv-limits         (and beside each, that commit's build, fresh too)
//   CSV_LIMITS_RUNS=3 (with one of the two above)                  (each tool 3 times a side, the medians shown;
//                                                                  the five users 3 times a side, each run shown)
//   CSV_LIMITS_ONLY=crowd (with any of the above)                  (only (b), the five users at once)
//   BENCH_SMOKE=1 npm run bench -- csv-limits                     (1 MB files; every answer must be a 200)
// On one server for all tools (the default) a tool's peak includes whatever the tools before it left in the heap;
// a server per tool gives each the same start, which is how two commits compare fairly. The other commit is built
// once in the temp folder (bench/helpers/baseline-build.ts) and seeded with its own code on a PGlite of its own.
// CSV_POOL_SIZE / CSV_QUEUE_MAX set for the bench reach the server (the pool's bounds).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { prepareBaseline, seedBaseline } from "./helpers/baseline-build";
import { limitInputs, type CsvTool } from "./helpers/csv-limit-tools";
import { csvLimitsReport, outcome, USERS, type Crowd, type Side, type ToolRun } from "./helpers/csv-limits-report";
import { uploadForm, peakRssDuring } from "./helpers/csv-upload-client";
import { watchMachineLoad } from "./helpers/machine-load";
import { bearerToken, ensureProductionBuild, startNextServer, stop } from "./helpers/next-server";
import { benchSmoke } from "./helpers/smoke";
import type { BenchResult } from "./run";

export const smoke = true;

const SCALE_MB = benchSmoke() ? 2 : Number(process.env.CSV_LIMITS_MB ?? 200);
const BEFORE = process.env.CSV_LIMITS_BEFORE;
const FRESH = process.env.CSV_LIMITS_FRESH === "1" || BEFORE !== undefined;
const REPEATS = FRESH ? Math.max(1, Number(process.env.CSV_LIMITS_RUNS ?? 1)) : 1;
const CROWD_ONLY = process.env.CSV_LIMITS_ONLY === "crowd";

type Served = { origin: string; token: string; pid: number };

/** `work` on a `next start` of `side` just started and signed in to; the server stops afterwards. */
async function serve<T>(side: Side, work: (s: Served) => Promise<T>): Promise<T> {
  const { server, origin } = await startNextServer({ cwd: side.cwd, pgliteDir: side.pgliteDir });
  try {
    const token = await bearerToken(origin, { email: "admin@example.com", password: "admin1234" });
    return await work({ origin, token, pid: server.pid! });
  } finally {
    await stop(server);
  }
}

async function runTool(s: Served, tool: CsvTool): Promise<ToolRun> {
  const { result, ...peak } = await peakRssDuring(s.pid, () =>
    uploadForm(s.origin, tool.route, s.token, tool.form, tool.accept),
  );
  if (benchSmoke() && result.status !== 200) throw new Error(`${tool.label}: ${outcome(result)}`);
  return { answer: result, ...peak };
}

/** (b): USERS uploads at once to `heavy`, and another user's light request timed meanwhile. */
async function runCrowd(s: Served, heavy: CsvTool, side: number): Promise<Crowd> {
  const light: number[] = [];
  let uploading = true;
  const { result: answers, ...peak } = await peakRssDuring(s.pid, async () => {
    const others = (async () => {
      while (uploading) {
        const started = performance.now();
        await (await fetch(`${s.origin}/api/menus`, { headers: { authorization: `Bearer ${s.token}` } })).arrayBuffer();
        light.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const all = await Promise.all(
      Array.from({ length: USERS }, () => uploadForm(s.origin, heavy.route, s.token, heavy.form, heavy.accept)),
    );
    uploading = false;
    await others;
    return all;
  });
  const statuses = [...new Set(answers.map((a) => a.status))].join(", ");
  if (benchSmoke() && statuses !== "200") throw new Error(`${USERS} users at once: answers ${statuses}`);
  return { side, answers, light, ...peak };
}

/** The sides, each on a PGlite folder seeded by its own code. */
async function prepareSides(): Promise<Side[]> {
  const own = await mkdtemp(path.join(tmpdir(), "e54-bench-csv-limits-db-"));
  const db = await openDb({ pgliteDir: own });
  await seedDemo(db.db);
  await db.close();
  const sides: Side[] = [{ name: BEFORE ? "this tree" : "", cwd: ".", pgliteDir: own }];
  if (BEFORE) {
    const baseline = await prepareBaseline(BEFORE);
    const pgliteDir = await mkdtemp(path.join(tmpdir(), "e54-bench-csv-limits-db-"));
    sides.push({ name: baseline.label, cwd: baseline.dir, pgliteDir });
    await seedBaseline(baseline.dir, { PGLITE_DIR: pgliteDir });
  }
  return sides;
}

export default async function bench(): Promise<BenchResult[]> {
  await ensureProductionBuild();
  const { salesBytes, tools } = await limitInputs(SCALE_MB);
  // The files are kept for the next run (they take a while to write); the databases are new each time.
  const sides = await prepareSides();
  const heavy = tools[2]; // the PDW download: it reads and writes the whole file
  const load = watchMachineLoad();
  // runs[tool][side][repeat]
  const runs: ToolRun[][][] = tools.map(() => sides.map(() => []));
  const crowds: Crowd[] = [];
  try {
    if (FRESH) {
      // Side by side, tool by tool: the two builds run at nearly the same moments of the shared machine.
      for (const [i, tool] of CROWD_ONLY ? [] : tools.entries())
        for (let k = 0; k < REPEATS; k++)
          for (const [j, side] of sides.entries()) runs[i][j].push(await serve(side, (s) => runTool(s, tool)));
      for (let k = 0; k < REPEATS; k++)
        for (const [j, side] of sides.entries()) crowds.push(await serve(side, (s) => runCrowd(s, heavy, j)));
    } else
      await serve(sides[0], async (s) => {
        for (const [i, tool] of CROWD_ONLY ? [] : tools.entries()) runs[i][0].push(await runTool(s, tool));
        crowds.push(await runCrowd(s, heavy, 0));
      });
  } finally {
    for (const side of sides) await rm(side.pgliteDir, { recursive: true, force: true });
  }
  return csvLimitsReport({ sides, tools, runs, crowds, bytes: salesBytes, fresh: FRESH, load: load() });
}
