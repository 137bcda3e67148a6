// ERP proxy overhead: 1,000 `GET /Contacts/{id}` through `POST /api/erp-proxy` on a production server (`next start`)
// against the same calls made straight to the ERP stand-in, in one run. Three processes, as in production: this
// client, the portal and the ERP stand-in (run by its own CLI, so its work and heap never share this client's event
// loop). Calls alternate (proxy, direct, proxy, …) so a busy shared machine slows both sides alike.
// Aim (issue 3): under 2 ms added at p50. BENCH_BASELINE=<commit> also builds and starts the portal as of that
// commit beside this one and measures both in the same run (a change's own cost; issue 11, the per-request session
// read weighed with bench/patches/session-from-memory.patch: < 0.3 ms at p50). On PostgreSQL only, as production
// runs: each build gets a fresh database on DATABASE_URL's server (PGlite's costs are not production's).
//
//   DATABASE_URL=postgres://… flock /tmp/e54-next.lock npm run bench -- erp-proxy   (BENCH_BUILD=1 rebuilds first; it builds when .next/BUILD_ID is missing)
//   BENCH_ALSO_NODE=/usr/bin/node …                           (the portal on another Node too, in the same run)
//   BENCH_BASELINE=main …                                      (the working tree against that commit's build)
//   BENCH_BASELINE_PATCH=bench/patches/x.patch …                (the baseline is that commit, or HEAD, with the patch applied)
import { execFileSync, spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { createTestDb } from "@/tests/helpers/test-db";
import { CONTACTS, ERP_USERS } from "@/sim/erp/fixtures";
import { randomLoopbackHost } from "@/sim/erp/random-loopback";
import { prepareBaseline, seedBaseline, type BuildDb } from "./helpers/baseline-build";
import { stealTicks } from "./helpers/machine-load";
import { percentile } from "./helpers/median";
import { ensureProductionBuild, bearerToken, json, startNextServer, stop } from "./helpers/next-server";
import type { ProxyClientJob, ProxyClientResult, ProxyTarget } from "./helpers/proxy-client";
import type { BenchResult } from "./run";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const CALLS = smokeOr(1_000, 20);
const WARM_UP = smokeOr(300, 5);
const CONCURRENCY = 10;
const CONTACT_PATH = `/Contacts/${CONTACTS.unique.id}`;

function stats(ms: number[]) {
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), mean: ms.reduce((s, x) => s + x, 0) / ms.length };
}

/** The measuring client in a lean process of its own (bench/helpers/proxy-client.ts). */
function runClient(job: ProxyClientJob): Promise<ProxyClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "bench/helpers/proxy-client.ts"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, PROXY_CLIENT_JOB: JSON.stringify(job) },
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (out += text));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as ProxyClientResult)
        : reject(new Error(`the bench client exited with ${code}`)),
    );
  });
}

/** The ERP stand-in's CLI on a random loopback address; resolves with its base URL once all four ports listen. */
async function startErpSimProcess(): Promise<{ baseUrl: string; close: () => Promise<unknown> }> {
  for (let attempt = 0; ; attempt++) {
    const host = randomLoopbackHost();
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "sim/erp/cli.ts", "--host", host], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const close = () => stop(child);
    const listening = await new Promise<boolean>((resolve) => {
      let seen = 0;
      child.stdout.setEncoding("utf8").on("data", (text: string) => {
        seen += text.split("listening on").length - 1;
        if (seen >= 4) resolve(true);
      });
      child.once("exit", () => resolve(false));
    });
    if (listening) return { baseUrl: `http://${host}`, close };
    if (attempt >= 4) throw new Error("the ERP stand-in did not start");
  }
}

/** One build to serve: the working tree's (cwd ".") or a baseline commit's, each on its own seeded database. */
type Build = { name: string; cwd: string; db: BuildDb };

/** `next start` of one build, signed in as the staff user. */
async function startPortal(nodeBin: string, build: Build) {
  const { server, origin } = await startNextServer({ nodeBin, cwd: build.cwd, env: build.db });
  try {
    const token = await bearerToken(origin, { email: "staff@example.com", password: "staff1234" });
    return { server, target: { name: build.name, origin, token, serverPid: server.pid! } satisfies ProxyTarget };
  } catch (err) {
    await stop(server);
    throw err;
  }
}

/** The builds on `next start` under one Node binary, measured together by the lean client; servers stop afterwards. */
async function measurePortal(nodeBin: string, builds: Build[], erpBaseUrl: string) {
  const started: Awaited<ReturnType<typeof startPortal>>[] = [];
  try {
    for (const build of builds) started.push(await startPortal(nodeBin, build));
    const { sessionToken } = await json<{ sessionToken: string }>(
      await fetch(`${erpBaseUrl}:5000/Sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: ERP_USERS.staff.userName, password: ERP_USERS.staff.password }),
      }),
    );
    const stealBefore = stealTicks();
    const result = await runClient({
      targets: started.map((s) => s.target),
      erpUrl: `${erpBaseUrl}:5000`,
      erpSessionToken: decodeURIComponent(sessionToken),
      contactPath: CONTACT_PATH,
      calls: CALLS,
      warmUp: WARM_UP,
      concurrency: CONCURRENCY,
    });
    const stealAfter = stealTicks();
    const stealShare =
      stealBefore && stealAfter
        ? (stealAfter.steal - stealBefore.steal) / Math.max(1, stealAfter.total - stealBefore.total)
        : undefined;
    return { ...result, stealShare, names: builds.map((b) => b.name) };
  } finally {
    for (const s of started) await stop(s.server);
  }
}

function nodeVersion(nodeBin: string): string {
  return nodeBin === process.execPath
    ? process.versions.node
    : execFileSync(nodeBin, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
}

function report(version: string, m: Awaited<ReturnType<typeof measurePortal>>): BenchResult[] {
  const { sequential: seq, concurrent: con, cpuPerCall, stealShare, names } = m;
  const fmt = (n: number) => n.toFixed(2);
  const row = (label: string, ms: number[]) => [
    label,
    ms.length,
    fmt(stats(ms).p50),
    fmt(stats(ms).p99),
    fmt(stats(ms).mean),
  ];
  const diff = (label: string, a: number[], b: number[]) => {
    const [sa, sb] = [stats(a), stats(b)];
    return [label, "", fmt(sa.p50 - sb.p50), fmt(sa.p99 - sb.p99), fmt(sa.mean - sb.mean)];
  };
  const p50 = (ms: number[]) => stats(ms).p50;
  const cpu = (n: number | undefined) => (n === undefined ? "n/a" : fmt(n));
  const [main, baseline] = names;
  const rows: (string | number)[][] = [row("sequential: straight to the stand-in", seq.direct)];
  for (const name of names) {
    rows.push(
      row(`sequential, ${name}: through /api/erp-proxy`, seq[`proxy:${name}`]),
      diff(`sequential, ${name}: added by the proxy`, seq[`proxy:${name}`], seq.direct),
      row(`sequential, ${name}: Next alone (same route, 401 before any work)`, seq[`floor:${name}`]),
      diff(
        `sequential, ${name}: of the added, the proxy's work and ERP hop (proxy − floor)`,
        seq[`proxy:${name}`],
        seq[`floor:${name}`],
      ),
    );
  }
  if (baseline)
    rows.push(
      diff(`sequential: ${main} − ${baseline} (the change's own cost)`, seq[`proxy:${main}`], seq[`proxy:${baseline}`]),
    );
  rows.push(row(`${CONCURRENCY} in flight: straight to the stand-in`, con.direct));
  for (const name of names)
    rows.push(row(`${CONCURRENCY} in flight, ${name}: through /api/erp-proxy`, con[`proxy:${name}`]));
  const added = p50(seq[`proxy:${main}`]) - p50(seq.direct);
  const change = baseline ? p50(seq[`proxy:${main}`]) - p50(seq[`proxy:${baseline}`]) : undefined;
  return [
    {
      title: `ERP proxy overhead on Node ${version}: GET ${CONTACT_PATH} (ms, next start, keep-alive, PostgreSQL)`,
      columns: ["calls", "n", "p50", "p99", "mean"],
      rows,
      notes: [
        `Added at p50 (sequential, ${main}): ${fmt(added)} ms — aim under 2 ms: ${added < 2 ? "met" : "NOT met"}.`,
        ...(change === undefined
          ? []
          : [
              `${main} against ${baseline} at p50: ${fmt(change)} ms — aim (issue 11: the session read, against session-from-memory.patch) under 0.3 ms on PostgreSQL: ${change < 0.3 ? "met" : "NOT met"}.`,
            ]),
        `${WARM_UP} warm-up rounds first; calls to every server and the stand-in take turns. "Added" is a difference of percentiles. The proxy path: bearer signature (verified tokens cached), the session, user and company read from PostgreSQL (one query), allowlist, erpFetch (kept-alive node:http), zod read of the contact.`,
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(
            ", ",
          )} on ${cpus().length} cores; CPU stolen by the host during the calls: ${stealShare === undefined ? "n/a" : `${(stealShare * 100).toFixed(0)} %`} (a shared machine inflates every cross-process hop).`,
      ],
    },
    {
      title: `ERP proxy on Node ${version}: next server CPU per call (ms, sequential)`,
      columns: ["calls", "n", "CPU ms per call"],
      rows: names.flatMap((name) => {
        const [proxy, floor] = [cpuPerCall[`proxy:${name}`], cpuPerCall[`floor:${name}`]];
        return [
          [`${name}: POST /api/erp-proxy GET /Contacts/{id}`, CALLS, cpu(proxy)],
          [`${name}: same route, 401 before any work (Next alone)`, CALLS, cpu(floor)],
          [
            `${name}: the proxy's own work (difference)`,
            "",
            cpu(proxy === undefined || floor === undefined ? undefined : proxy - floor),
          ],
        ];
      }),
      notes: [
        "From /proc (10 ms ticks): the work the server does per call, which unlike latency hardly depends on the machine's load.",
      ],
    },
  ];
}

/**
 * The portal runs on the Node that runs the bench; BENCH_ALSO_NODE (a comma-separated list of node binaries, e.g.
 * /usr/bin/node) measures it on those too, in the same run, against the same stand-in. BENCH_BASELINE (a commit)
 * adds that commit's build beside this one.
 */
export default async function bench(): Promise<BenchResult[]> {
  if (!process.env.DATABASE_URL) {
    const why =
      "Measured on PostgreSQL only, as production runs: set DATABASE_URL (each build gets a fresh database on that server).";
    return [{ title: "ERP proxy overhead", columns: ["not run"], rows: [], notes: [why] }];
  }
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await ensureProductionBuild();
    const { BENCH_BASELINE, BENCH_BASELINE_PATCH } = process.env;
    const baselineRef = BENCH_BASELINE ?? (BENCH_BASELINE_PATCH ? "HEAD" : undefined);
    const baseline = baselineRef ? await prepareBaseline(baselineRef, BENCH_BASELINE_PATCH) : undefined;
    const erp = await startErpSimProcess();
    cleanups.push(() => erp.close());
    // A fresh database per build on DATABASE_URL's PostgreSQL.
    const freshDb = async (): Promise<{ DATABASE_URL: string }> => {
      const handle = await createTestDb();
      cleanups.push(() => handle.close());
      return { DATABASE_URL: handle.url! };
    };
    const own = await freshDb();
    const builds: Build[] = [{ name: baseline ? "this tree" : "portal", cwd: ".", db: own }];
    const db = await openDb({ url: own.DATABASE_URL });
    await seedDemo(db.db, { erpBaseUrl: erp.baseUrl });
    await db.close();
    if (baseline) {
      // The baseline's own migrations and seed, on a database of its own of the same kind as this tree's.
      const baselineDb = await freshDb();
      await seedBaseline(baseline.dir, baselineDb, erp.baseUrl);
      builds.push({ name: `baseline ${baseline.label}`, cwd: baseline.dir, db: baselineDb });
    }

    const nodes = [
      process.execPath,
      ...(process.env.BENCH_ALSO_NODE?.split(",")
        .map((n) => n.trim())
        .filter(Boolean) ?? []),
    ];
    const results: BenchResult[] = [];
    for (const nodeBin of nodes)
      results.push(...report(nodeVersion(nodeBin), await measurePortal(nodeBin, builds, erp.baseUrl)));
    return results;
  } finally {
    for (const fn of cleanups) await fn().catch((err) => console.warn("cleanup:", err));
  }
}
