// Load (issue 17): a production build (`next start`) with the stand-ins (ERP, Shippo, Stripe, S3), and 100 simulated
// staff for 60 s doing mixed work (bench/helpers/load-client.ts: sign-in, Home, contact search, invoice look-up, the
// shipping queue, the file list, public tracking), each in a process of its own. Prints throughput, p50/p95/p99 and
// errors per kind of request; aim: no errors, p95 under 300 ms. Then the public tracking answer alone under
// autocannon, side by side with a bare node:http server answering the same JSON from memory; aim: at least 15 % of
// its throughput, p99 under 50 ms. The database is PGlite, as on `npm run dev`, or a fresh database on
// DATABASE_URL's PostgreSQL (as in production) when it is set.
//
//   DATABASE_URL=postgres://… npm run bench -- load     (BENCH_BUILD=1 rebuilds first; it builds when .next/BUILD_ID is missing)
//   BENCH_LOAD_USERS=100 BENCH_LOAD_SECONDS=60 BENCH_LOAD_THINK_MS=1000 …
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "@/scripts/free-port";
import { CONTACTS, ERP_USERS, INVOICE_CUSTOMER } from "@/sim/erp/fixtures";
import { summarizeLoad } from "./helpers/latency-summary";
import type { LoadClientJob, LoadClientResult } from "./helpers/load-client";
import { loadUsers, seedLoad } from "./helpers/load-setup";
import { idleTicks, stealTicks, watchMachineLoad } from "./helpers/machine-load";
import { ensureProductionBuild, startNextServer, stop } from "./helpers/next-server";
import { cpuSeconds } from "./helpers/process-tree";
import { runJsonProcess, spawnTsx } from "./helpers/spawn-tsx";
import { standInsWithTrackingWorld } from "./helpers/tracking-setup";
import type { BenchResult } from "./run";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const USERS = Number(process.env.BENCH_LOAD_USERS ?? smokeOr(100, 4));
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? smokeOr(60, 3));
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const SIGN_IN_EVERY = 20;
const TRACKED_INVOICES = 40;
const TRACKING_CONNECTIONS = 10;
const TRACKING_SECONDS = smokeOr(10, 1);
/** The public tracking limit for the run: every simulated visitor and autocannon would pass 60 a minute. */
const TRACKING_LIMIT = 1_000_000_000;

function runClient(job: LoadClientJob): Promise<LoadClientResult> {
  return runJsonProcess("bench/helpers/load-client.ts", { LOAD_CLIENT_JOB: JSON.stringify(job) });
}

async function startBareServer(body: string) {
  const child = spawnTsx("bench/helpers/bare-json-server.ts", { BARE_JSON_BODY: body });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (t: string) => {
      const m = /listening on (\d+)/.exec(t);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, close: () => stop(child) };
}

/** The machine's busy CPU ticks and all ticks so far (/proc/stat; undefined off Linux). */
function machineTicks(): { busy: number; total: number } | undefined {
  const t = stealTicks();
  const idle = idleTicks();
  return t && idle !== undefined ? { busy: t.total - idle, total: t.total } : undefined;
}

/**
 * autocannon against one URL: a short warm-up, then the measured run; with the server's CPU per request (its
 * process tree) and the whole machine's (the server, the database, autocannon itself), in ms.
 */
async function cannon(url: string, serverPid: number | undefined) {
  await autocannon({ url, connections: TRACKING_CONNECTIONS, duration: 2 });
  const [cpu0, m0] = [serverPid ? cpuSeconds(serverPid) : undefined, machineTicks()];
  const result = await autocannon({ url, connections: TRACKING_CONNECTIONS, duration: TRACKING_SECONDS });
  const [cpu1, m1] = [serverPid ? cpuSeconds(serverPid) : undefined, machineTicks()];
  const n = result.requests.total;
  const serverMs = cpu0 === undefined || cpu1 === undefined ? undefined : ((cpu1 - cpu0) * 1000) / n;
  // /proc/stat counts 100 ticks a second per core.
  const machineMs = m0 && m1 ? ((m1.busy - m0.busy) * 10) / n : undefined;
  return { result, serverMs, machineMs };
}

export default async function bench(): Promise<BenchResult[]> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await ensureProductionBuild();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), "e54-bench-load-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const staff = loadUsers(USERS);
    const { appEnv, world } = await standInsWithTrackingWorld(
      { dataDir, appUrl: origin, labels: TRACKED_INVOICES, seedMore: (db) => seedLoad(db, staff) },
      cleanups,
    );
    const database = world.dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite";

    const { server } = await startNextServer({
      port,
      env: {
        ...appEnv,
        ...world.dbEnv,
        // Behind nginx (deploy/): the address is the last in X-Forwarded-For, distinct per simulated staff member.
        TRUST_PROXY: "1",
        RATE_LIMIT_TRACKING_PER_MINUTE: String(TRACKING_LIMIT),
        TRACKING_BACKSTOP_EVERY_MINUTES: "0",
      },
    });
    cleanups.push(() => stop(server));

    const machine = watchMachineLoad();
    const cpuBefore = cpuSeconds(server.pid!);
    const load = await runClient({
      origin,
      users: staff,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      signInEvery: SIGN_IN_EVERY,
      contactKeywords: [
        CONTACTS.unique.lastName,
        CONTACTS.bare.lastName,
        CONTACTS.webUser.lastName,
        "VOLUNTEER",
        "MECHANICAL",
        "SMITH",
      ],
      shipTos: [INVOICE_CUSTOMER.shipToId, INVOICE_CUSTOMER.otherShipToId],
      branches: [...ERP_USERS.staff.accessibleBranches],
      invoices: world.labels.map((l) => l.invoiceNumber),
    });
    const cpuAfter = cpuSeconds(server.pid!);
    const loadMachine = machine();
    const summary = summarizeLoad(load.record, load.seconds);
    const all = summary[summary.length - 1];
    const cpuPerRequest =
      cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / all.requests;
    const slowest = [...summary.slice(0, -1)].sort((a, b) => b.p95 - a.p95)[0];

    // The public tracking answer alone, and the same bytes from a bare node:http server, one after the other.
    const trackingPath = `/api/shipments/by-invoice/${encodeURIComponent(world.labels[0].invoiceNumber)}`;
    const answer = await fetch(`${origin}${trackingPath}`);
    const body = await answer.text();
    if (!answer.ok) throw new Error(`the tracking answer was ${answer.status}: ${body}`);
    const bare = await startBareServer(body);
    cleanups.push(() => bare.close());
    const trackingMachine = watchMachineLoad();
    const portal = await cannon(`${origin}${trackingPath}`, server.pid);
    const floor = await cannon(`${origin}/api/shipments/tracking-test-mode`, server.pid);
    const yardstick = await cannon(`${bare.origin}${trackingPath}`, bare.pid);
    const trackingLoad = trackingMachine();
    const share = portal.result.requests.average / yardstick.result.requests.average;

    const ms = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(0));
    const fmt = (n: number) => n.toFixed(1);
    const cpu = (n: number | undefined) => (n === undefined ? "n/a" : n.toFixed(2));
    const cannonRow = (name: string, { result: r, serverMs, machineMs }: Awaited<ReturnType<typeof cannon>>) => [
      name,
      r.requests.total,
      fmt(r.requests.average),
      r.latency.p50,
      r.latency.p97_5,
      r.latency.p99,
      r.non2xx + r.errors + r.timeouts,
      cpu(serverMs),
      cpu(machineMs),
    ];
    return [
      {
        title: `Load: ${USERS} simulated staff for ${SECONDS} s, mixed work (next start, ${database}, ms)`,
        columns: ["request", "requests", "per second", "p50", "p95", "p99", "errors"],
        rows: summary.map((s) => [s.kind, s.requests, fmt(s.perSecond), ms(s.p50), ms(s.p95), ms(s.p99), s.errorText]),
        notes: [
          `Aim: no errors — ${all.errors === 0 ? "met" : `NOT met (${all.errorText})`}; p95 under 300 ms — ${all.p95 < 300 ? "met" : "NOT met"} (all requests ${ms(all.p95)} ms; slowest kind at p95: ${slowest.kind}, ${ms(slowest.p95)} ms).`,
          `Each simulated staff member signs in like the Login screen (next-auth csrf + credentials, its own account and session), then picks one of the six actions at random after a think time of ${THINK_MS} ms on average (uniform 0.5–1.5×; BENCH_LOAD_THINK_MS=0 is a closed loop), and signs out and in again every ${SIGN_IN_EVERY} actions. Contact search and invoice look-up are the screens' POST /api/erp-proxy calls; ERP stand-in at no added latency.`,
          `Settings for the run: TRUST_PROXY=1 with a distinct X-Forwarded-For per simulated staff member (as behind nginx), so the sign-in throttle counts each one's address, not 127.0.0.1 for all; RATE_LIMIT_TRACKING_PER_MINUTE=${TRACKING_LIMIT} (the default 60 a minute per address would refuse the tracking run below).`,
          `Server CPU (next start and its children): ${cpuPerRequest === undefined ? "n/a" : `${cpuPerRequest.toFixed(1)} ms a request`}, ${cpuBefore === undefined || cpuAfter === undefined ? "" : `${(((cpuAfter - cpuBefore) / load.seconds) * 100).toFixed(0)} % of one core over the run`}.`,
          loadMachine,
        ],
      },
      {
        title: `Public tracking answer alone vs a bare node:http server with the same JSON (${TRACKING_CONNECTIONS} connections, ${TRACKING_SECONDS} s each, autocannon, ms)`,
        columns: [
          "server",
          "requests",
          "per second",
          "p50",
          "p97.5",
          "p99",
          "errors",
          "server CPU ms/req",
          "machine CPU ms/req",
        ],
        rows: [
          cannonRow(`portal GET ${trackingPath.replace(/by-invoice\/.*/, "by-invoice/{invoice}")}`, portal),
          cannonRow("portal floor: GET /api/shipments/tracking-test-mode signed out (a route, no database)", floor),
          cannonRow("bare node:http, same bytes from memory", yardstick),
        ],
        notes: [
          `The portal's share of the bare server's throughput: ${(share * 100).toFixed(1)} % — aim at least 15 %: ${share >= 0.15 ? "met" : "NOT met"}; portal p99 ${portal.result.latency.p99} ms — aim under 50 ms: ${portal.result.latency.p99 < 50 ? "met" : "NOT met"}.`,
          `The floor is Next's own cost of a route handler (our wrapper, no rate limit, no query): the most any portal route can reach here (${((floor.result.requests.average / yardstick.result.requests.average) * 100).toFixed(1)} % of the bare server). Machine CPU: every process's, the database's and autocannon's included.`,
          `The answer: ${body.length} bytes, one invoice with one shipment and ${JSON.parse(body).shipments?.[0]?.tracking_history?.length ?? 0} events. Each portal request counts against the rate limit (one upsert) and reads the shipments and their events. 2 s warm-up each; the bare server runs in its own process, like the portal.`,
          trackingLoad,
        ],
      },
    ];
  } finally {
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
  }
}
