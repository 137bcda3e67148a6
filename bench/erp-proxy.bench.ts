// ERP proxy overhead: 1,000 `GET /Contacts/{id}` through `POST /api/erp-proxy` on a production server (`next start`)
// against the same calls made straight to the ERP stand-in, in one run. Three processes, as in production: this
// client, the portal and the ERP stand-in (run by its own CLI, so its work and heap never share this client's event
// loop). Calls alternate (proxy, direct, proxy, …) so a busy shared machine slows both sides alike.
// Aim (issue 3): under 2 ms added at p50.
//
//   flock /tmp/e54-next.lock npm run bench -- erp-proxy      (BENCH_BUILD=1 rebuilds first; it builds when .next/BUILD_ID is missing)
//   BENCH_ALSO_NODE=/usr/bin/node …                           (the portal on another Node too, in the same run)
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { freePort } from "@/scripts/free-port";
import { CONTACTS, ERP_USERS } from "@/sim/erp/fixtures";
import { randomLoopbackHost } from "@/sim/erp/random-loopback";
import type { ProxyClientJob, ProxyClientResult } from "./helpers/proxy-client";
import type { BenchResult } from "./run";

const CALLS = 1_000;
const WARM_UP = 300;
const CONCURRENCY = 10;
const CONTACT_PATH = `/Contacts/${CONTACTS.unique.id}`;

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), mean: ms.reduce((s, x) => s + x, 0) / ms.length };
}

/** CPU time the host gave to other guests ("steal"), as a share of this machine's CPU time, from /proc/stat. */
function stealTicks(): { steal: number; total: number } | undefined {
  try {
    const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: cpu[7], total: cpu.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
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
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as ProxyClientResult) : reject(new Error(`the bench client exited with ${code}`))));
  });
}

/** SIGTERM, resolved once the process has exited (at once if it already has). */
function stop(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM"))));
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => spawn(cmd, args, { stdio: "inherit", env }).on("exit", (code) => resolve(code ?? 1)));
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error("next start did not answer in time");
}

/** The ERP stand-in's CLI on a random loopback address; resolves with its base URL once all four ports listen. */
async function startErpSimProcess(): Promise<{ baseUrl: string; close: () => Promise<unknown> }> {
  for (let attempt = 0; ; attempt++) {
    const host = randomLoopbackHost();
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "sim/erp/cli.ts", "--host", host], { stdio: ["ignore", "pipe", "inherit"] });
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

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

type Setup = { erpBaseUrl: string; pgliteDir: string };

/** The portal on `next start` under one Node binary, measured by the lean client; the server stops afterwards. */
async function measurePortal(nodeBin: string, setup: Setup) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(nodeBin, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PGLITE_DIR: setup.pgliteDir, NEXTAUTH_SECRET: randomBytes(32).toString("hex"), NEXTAUTH_URL: origin, LOG_LEVEL: "warn" },
  });
  try {
    await waitForServer(`${origin}/api/auth/login`, server);
    const { token } = await json<{ token: string }>(
      await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "staff@example.com", password: "staff1234" }) }),
    );
    const { sessionToken } = await json<{ sessionToken: string }>(
      await fetch(`${setup.erpBaseUrl}:5000/Sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: ERP_USERS.staff.userName, password: ERP_USERS.staff.password }),
      }),
    );
    const stealBefore = stealTicks();
    const result = await runClient({
      origin,
      token,
      erpUrl: `${setup.erpBaseUrl}:5000`,
      erpSessionToken: decodeURIComponent(sessionToken),
      contactPath: CONTACT_PATH,
      serverPid: server.pid!,
      calls: CALLS,
      warmUp: WARM_UP,
      concurrency: CONCURRENCY,
    });
    const stealAfter = stealTicks();
    const stealShare = stealBefore && stealAfter ? (stealAfter.steal - stealBefore.steal) / Math.max(1, stealAfter.total - stealBefore.total) : undefined;
    return { ...result, stealShare };
  } finally {
    await stop(server);
  }
}

function nodeVersion(nodeBin: string): string {
  return nodeBin === process.execPath ? process.versions.node : execFileSync(nodeBin, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
}

function report(version: string, m: Awaited<ReturnType<typeof measurePortal>>): BenchResult[] {
  const { sequential: seq, concurrent: con, cpuPerCall, stealShare } = m;
  const fmt = (n: number) => n.toFixed(2);
  const rows = (label: string, p: number[], d: number[]) => {
    const [sp, sd] = [stats(p), stats(d)];
    return [
      [`${label}: through /api/erp-proxy`, p.length, fmt(sp.p50), fmt(sp.p99), fmt(sp.mean)],
      [`${label}: straight to the stand-in`, d.length, fmt(sd.p50), fmt(sd.p99), fmt(sd.mean)],
      [`${label}: added by the proxy`, "", fmt(sp.p50 - sd.p50), fmt(sp.p99 - sd.p99), fmt(sp.mean - sd.mean)],
    ];
  };
  const added = stats(seq.proxy).p50 - stats(seq.direct).p50;
  const cpu = (n: number | undefined) => (n === undefined ? "n/a" : fmt(n));
  return [
    {
      title: `ERP proxy overhead on Node ${version}: GET ${CONTACT_PATH} (ms, next start, keep-alive)`,
      columns: ["calls", "n", "p50", "p99", "mean"],
      rows: [
        ...rows("sequential", seq.proxy, seq.direct),
        ["sequential: Next alone (same route, 401 before any work)", seq.floor.length, fmt(stats(seq.floor).p50), fmt(stats(seq.floor).p99), fmt(stats(seq.floor).mean)],
        ["sequential: of the added, Next alone (floor − direct)", "", fmt(stats(seq.floor).p50 - stats(seq.direct).p50), "", ""],
        ["sequential: of the added, the proxy's work and ERP hop (proxy − floor)", "", fmt(stats(seq.proxy).p50 - stats(seq.floor).p50), "", ""],
        ...rows(`${CONCURRENCY} in flight`, con.proxy, con.direct),
      ],
      notes: [
        `Added at p50 (sequential): ${fmt(added)} ms — aim under 2 ms: ${added < 2 ? "met" : "NOT met"}.`,
        `${WARM_UP} warm-up rounds first. "Added" is a difference of percentiles. The proxy path: bearer check (verified tokens cached), ERP session (cached per sid for 15 s), allowlist, erpFetch (kept-alive node:http), zod read of the contact.`,
        `Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(", ")} on ${cpus().length} cores; CPU stolen by the host during the calls: ${stealShare === undefined ? "n/a" : `${(stealShare * 100).toFixed(0)} %`} (a shared machine inflates every cross-process hop).`,
      ],
    },
    {
      title: `ERP proxy on Node ${version}: next server CPU per call (ms, sequential)`,
      columns: ["calls", "n", "CPU ms per call"],
      rows: [
        ["POST /api/erp-proxy GET /Contacts/{id}", CALLS, cpu(cpuPerCall.proxy)],
        ["same route, 401 before any work (Next alone)", CALLS, cpu(cpuPerCall.floor)],
        ["the proxy's own work (difference)", "", cpu(cpuPerCall.proxy === undefined || cpuPerCall.floor === undefined ? undefined : cpuPerCall.proxy - cpuPerCall.floor)],
      ],
      notes: ["From /proc (10 ms ticks): the work the server does per call, which unlike latency hardly depends on the machine's load."],
    },
  ];
}

/**
 * The portal runs on the Node that runs the bench; BENCH_ALSO_NODE (a comma-separated list of node binaries, e.g.
 * /usr/bin/node) measures it on those too, in the same run, against the same stand-in and database.
 */
export default async function bench(): Promise<BenchResult[]> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    if (!existsSync(".next/BUILD_ID") || process.env.BENCH_BUILD === "1") {
      const code = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], { ...process.env, NODE_ENV: "production" });
      if (code !== 0) throw new Error("next build failed");
    }
    const erp = await startErpSimProcess();
    cleanups.push(() => erp.close());
    const dir = await mkdtemp(path.join(tmpdir(), "e54-bench-proxy-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const db = await openDb({ pgliteDir: dir });
    await seedDemo(db.db, { erpBaseUrl: erp.baseUrl });
    await db.close();

    const nodes = [process.execPath, ...(process.env.BENCH_ALSO_NODE?.split(",").map((n) => n.trim()).filter(Boolean) ?? [])];
    const results: BenchResult[] = [];
    for (const nodeBin of nodes) results.push(...report(nodeVersion(nodeBin), await measurePortal(nodeBin, { erpBaseUrl: erp.baseUrl, pgliteDir: dir })));
    return results;
  } finally {
    for (const fn of cleanups) await fn().catch((err) => console.warn("cleanup:", err));
  }
}
