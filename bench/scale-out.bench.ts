// Scale-out (issue 17): requests per second for one and for two instances of the production build (`next start`)
// on one PostgreSQL, behind nginx with deploy/nginx.conf's proxy settings, and one instance without nginx for the
// proxy's own cost. Two kinds of request: the public tracking answer (rate limit upsert + shipment read) and a
// signed-in API call (GET /api/menus with a bearer token: the session read + the menus query).
//
//   DATABASE_URL=postgres://… npm run bench -- scale-out   (needs Debian's nginx: apt-get install nginx)
//   BENCH_SCALE_CONNECTIONS=40 BENCH_SCALE_SECONDS=10 …
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_ACCOUNTS } from "@/db/seed";
import { freePort } from "@/scripts/free-port";
import { watchMachineLoad } from "./helpers/machine-load";
import { ensureProductionBuild, json, startNextServer, stop } from "./helpers/next-server";
import { findNginx, startNginx } from "./helpers/nginx";
import { standInsWithTrackingWorld } from "./helpers/tracking-setup";
import type { BenchResult } from "./run";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? smokeOr(40, 4));
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? smokeOr(10, 1));
const TITLE = "Scale-out: one and two instances on one PostgreSQL, behind nginx (autocannon, ms)";

const notRun = (why: string): BenchResult => ({ title: TITLE, columns: ["not run"], rows: [], notes: [why] });

async function cannon(url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  return autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
}

export default async function bench(): Promise<BenchResult> {
  const nginx = findNginx();
  if (!process.env.DATABASE_URL)
    return notRun("Two instances share one database: set DATABASE_URL to a PostgreSQL (PGlite is one process's).");
  if (!nginx) return notRun("nginx is not installed: apt-get install nginx (Debian's package, as deploy/ expects).");
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await ensureProductionBuild();
    const dataDir = await mkdtemp(path.join(tmpdir(), "e54-bench-scale-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const ports = [await freePort(), await freePort()];
    const { appEnv, world } = await standInsWithTrackingWorld(
      { dataDir, appUrl: `http://127.0.0.1:${ports[0]}`, labels: 10 },
      cleanups,
    );

    // Identical instances: the same build, environment and secrets, as README "Deploy N instances" asks.
    const env = {
      ...appEnv,
      ...world.dbEnv,
      TRUST_PROXY: "1",
      RATE_LIMIT_TRACKING_PER_MINUTE: "1000000000",
      TRACKING_BACKSTOP_EVERY_MINUTES: "0",
    };
    const instances = [];
    for (const port of ports) {
      const instance = await startNextServer({ port, env });
      cleanups.push(() => stop(instance.server));
      instances.push(instance);
    }
    const staff = DEMO_ACCOUNTS.find((a) => a.email.startsWith("staff"))!;
    const { token } = await json<{ token: string }>(
      await fetch(`${instances[0].origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: staff.email, password: staff.password }),
      }),
    );
    const requests: { name: string; path: string; headers: Record<string, string> }[] = [
      {
        name: "public tracking: GET /api/shipments/by-invoice/{invoice}",
        path: `/api/shipments/by-invoice/${encodeURIComponent(world.labels[0].invoiceNumber)}`,
        headers: {},
      },
      { name: "signed in: GET /api/menus (bearer)", path: "/api/menus", headers: { authorization: `Bearer ${token}` } },
    ];
    const setups = [
      { name: "one instance, no nginx", upstreams: null },
      { name: "one instance behind nginx", upstreams: [instances[0]] },
      { name: "two instances behind nginx", upstreams: instances },
    ];

    const machine = watchMachineLoad();
    const rows: (string | number)[][] = [];
    const perSecond = new Map<string, number>();
    for (const setup of setups) {
      const proxy = setup.upstreams
        ? await startNginx(
            nginx,
            path.join(dataDir, `nginx-${setup.upstreams.length}`),
            setup.upstreams.map((i) => new URL(i.origin).host),
          )
        : null;
      try {
        const origin = proxy?.origin ?? instances[0].origin;
        for (const request of requests) {
          const r = await cannon(`${origin}${request.path}`, request.headers);
          const errors = r.non2xx + r.errors + r.timeouts;
          perSecond.set(`${setup.name}|${request.name}`, r.requests.average);
          rows.push([
            setup.name,
            request.name,
            r.requests.total,
            r.requests.average.toFixed(1),
            r.latency.p50,
            r.latency.p97_5,
            r.latency.p99,
            errors,
          ]);
        }
      } finally {
        await proxy?.close();
      }
    }
    const gain = (request: string) =>
      perSecond.get(`two instances behind nginx|${request}`)! / perSecond.get(`one instance behind nginx|${request}`)!;
    return {
      title: TITLE,
      columns: ["setup", "request", "requests", "per second", "p50", "p97.5", "p99", "errors"],
      rows,
      notes: [
        `Two instances ÷ one, both behind nginx: ${requests.map((r) => `${r.name.split(":")[0]} ${gain(r.name).toFixed(2)}×`).join(", ")}.`,
        `${CONNECTIONS} connections, 2 s warm-up then ${SECONDS} s each. Every process (both instances, nginx, PostgreSQL, the stand-ins and autocannon) shares this machine's cores, so a second instance adds processes, not CPU: on more cores or hosts it adds both.`,
        machine(),
      ],
    };
  } finally {
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
  }
}
