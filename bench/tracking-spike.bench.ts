// The shipped mails' spike (issue 29): customers opening public tracking at once, through nginx with
// deploy/nginx.conf's micro-cache and per-address limit, beside the same spike through nginx without them.
// 2,000 customers on their own loopback addresses, each asking for one of 200 invoices once a second (2,000 a
// second) for 30 s. Aim: p99 under 50 ms, no error, and no answer older than the cache allows (3 s).
//
//   npm run bench -- tracking-spike   (needs Debian's nginx; PGlite, or a fresh database on DATABASE_URL)
//   BENCH_SPIKE_SECONDS=30 BENCH_SPIKE_CUSTOMERS=2000 BENCH_SPIKE_REFERENCE_SECONDS=10 …
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { watchMachineLoad } from "./helpers/machine-load";
import { ensureProductionBuild, startNextServer, stop } from "./helpers/next-server";
import { findNginx, startNginx } from "./helpers/nginx";
import { errorText } from "./helpers/latency-summary";
import { percentile } from "./helpers/median";
import { runJsonProcess } from "./helpers/spawn-tsx";
import type { SpikeClientJob, SpikeClientResult } from "./helpers/spike-client";
import { standInsWithTrackingWorld } from "./helpers/tracking-setup";
import { ANONYMOUS_TRACKING_MAX_AGE_SECONDS } from "@/lib/shipping/tracking/invoices/answer-caching";
import type { BenchResult } from "./run";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const INVOICES = smokeOr(200, 10);
const CUSTOMERS = Number(process.env.BENCH_SPIKE_CUSTOMERS ?? smokeOr(2000, 50));
const SECONDS = Number(process.env.BENCH_SPIKE_SECONDS ?? smokeOr(30, 2));
/** The reference without the cache overwhelms the portal; a shorter run shows it and lets it recover. */
const REFERENCE_SECONDS = Number(process.env.BENCH_SPIKE_REFERENCE_SECONDS ?? smokeOr(10, 1));
/** Client processes: one Node process cannot open and keep 2,000 connections busy on a loaded 2-core machine. */
const CLIENTS = Number(process.env.BENCH_SPIKE_CLIENTS ?? 4);
const TITLE = "Tracking spike: 2,000 a second over 200 invoices, through nginx (ms)";

/** Every answer but a 200, counted as the load bench counts its errors ("ECONNRESET×3, timeout×1", or "none"). */
const errorsOf = (statuses: Record<string, number>) =>
  errorText(Object.fromEntries(Object.entries(statuses).filter(([status]) => status !== "200")));

/** CUSTOMERS customers split over CLIENTS processes, their results merged. */
async function spike(origin: string, paths: string[], seconds: number): Promise<SpikeClientResult> {
  const per = Math.ceil(CUSTOMERS / CLIENTS);
  const parts = await Promise.all(
    Array.from({ length: CLIENTS }, (_, c) => {
      const job: SpikeClientJob = {
        origin,
        paths,
        firstAddress: c * per,
        addresses: Math.min(per, CUSTOMERS - c * per),
        totalAddresses: CUSTOMERS,
        seconds,
        warmupSeconds: 2,
      };
      return runJsonProcess<SpikeClientResult>("bench/helpers/spike-client.ts", {
        SPIKE_CLIENT_JOB: JSON.stringify(job),
      });
    }),
  );
  const add = (a: Record<string, number>, b: Record<string, number>) => {
    for (const [k, n] of Object.entries(b)) a[k] = (a[k] ?? 0) + n;
    return a;
  };
  return {
    ms: parts.flatMap((p) => p.ms),
    statuses: parts.reduce((a, p) => add(a, p.statuses), {}),
    cache: parts.reduce((a, p) => add(a, p.cache), {}),
    oldestSeconds: Math.max(...parts.map((p) => p.oldestSeconds)),
  };
}

export default async function bench(): Promise<BenchResult> {
  const nginx = findNginx();
  if (!nginx)
    return {
      title: TITLE,
      columns: ["not run"],
      rows: [],
      notes: ["nginx is not installed: apt-get install nginx (Debian's package, as deploy/ expects)."],
    };
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await ensureProductionBuild();
    const dataDir = await mkdtemp(path.join(tmpdir(), "e54-bench-spike-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { appEnv, world } = await standInsWithTrackingWorld(
      { dataDir, appUrl: "http://127.0.0.1", labels: INVOICES },
      cleanups,
    );
    // The portal's own limit as configured (60 a minute per address): every customer stays under it.
    const { server, origin } = await startNextServer({
      env: { ...appEnv, ...world.dbEnv, TRUST_PROXY: "1", TRACKING_BACKSTOP_EVERY_MINUTES: "0" },
    });
    cleanups.push(() => stop(server));
    const upstream = new URL(origin).host;
    const paths = world.labels.map(
      (l) => `/api/shipments/by-invoice/${encodeURIComponent(l.invoiceNumber)}?company=EDS`,
    );

    const setups = [
      { name: "deploy/nginx.conf: micro-cache and limit", trackingCache: true, seconds: SECONDS },
      // Last: it leaves the portal with a queue of answers nobody waits for.
      { name: "nginx without the micro-cache (reference)", trackingCache: false, seconds: REFERENCE_SECONDS },
    ].filter((setup) => setup.seconds > 0);
    const machine = watchMachineLoad();
    const rows: (string | number)[][] = [];
    for (const setup of setups) {
      const proxy = await startNginx(nginx, path.join(dataDir, `nginx-${setup.trackingCache}`), [upstream], {
        trackingCache: setup.trackingCache,
      });
      try {
        const r = await spike(proxy.origin, paths, setup.seconds);
        rows.push([
          setup.name,
          r.ms.length,
          (r.ms.length / setup.seconds).toFixed(0),
          percentile(r.ms, 0.5).toFixed(1),
          percentile(r.ms, 0.99).toFixed(1),
          percentile(r.ms, 1).toFixed(0),
          errorsOf(r.statuses),
          errorText(r.cache),
          Number.isFinite(r.oldestSeconds) ? `≤ ${r.oldestSeconds.toFixed(1)} s` : "—",
        ]);
      } finally {
        await proxy.close();
      }
    }
    return {
      title: TITLE,
      columns: ["setup", "requests", "per second", "p50", "p99", "max", "errors", "cache", "oldest answer"],
      rows,
      notes: [
        `${CUSTOMERS} customers, each on its own loopback address at one request a second, over ${INVOICES} invoices of EDS (?company=EDS); times run from when each request was due (open loop), after 2 s of unrecorded warm-up that opens every connection. The oldest answer is its arrival minus its Date header, which nginx keeps from the portal's answer: Date has whole seconds, so the true age is up to 1 s less: within the cache's ${ANONYMOUS_TRACKING_MAX_AGE_SECONDS} s (the route's Cache-Control on nginx's whole-second clock), an answer shows up to ${ANONYMOUS_TRACKING_MAX_AGE_SECONDS + 1} s here.`,
        `One \`next start\` instance on this 2-core machine with nginx, the database, the stand-ins and ${CLIENTS} client processes.`,
        machine(),
      ],
    };
  } finally {
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
  }
}
