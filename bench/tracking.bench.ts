// Tracking: how many Shippo webhook deliveries one app process (`next start`) takes a second, each re-read from the
// Shippo stand-in (at 0 ms and at 100 ms of added latency), and the public invoice lookup's p50/p99 under 50
// connections (autocannon). The stand-in runs in its own process; the database is PGlite, as on `npm run dev`, or
// a fresh database on DATABASE_URL's PostgreSQL when it is set.
//
//   flock /tmp/e54-next.lock npm run bench -- tracking      (BENCH_BUILD=1 rebuilds first; it builds when .next/BUILD_ID is missing)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { DEMO_SHIPPO_TOKEN } from "@/db/seed-ship54";
import { resetEnvCache } from "@/lib/env";
import { freePort } from "@/scripts/free-port";
import { ensureProductionBuild, stop } from "./helpers/next-server";
import { prepareTrackingWorld, startShippoProcess } from "./helpers/tracking-setup";
import type { BenchResult } from "./run";
import { smokeOr } from "./helpers/smoke";

/** In smoke mode (CI) a moment of each step on a small input: it still runs and checks, its figures mean nothing. */
export const smoke = true;

const LABELS = smokeOr(40, 4);
const DELIVERIES = smokeOr(400, 20);
const IN_FLIGHT = 20;
const PUBLIC_CONNECTIONS = 50;
const PUBLIC_SECONDS = smokeOr(10, 1);

async function waitForServer(url: string) {
  for (let i = 0; i < 480; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("next start did not answer in time");
}

const payload = (l: { trackingNumber: string; carrier: string }) =>
  JSON.stringify({
    event: "track_updated",
    test: true,
    data: { carrier: l.carrier, tracking_number: l.trackingNumber, metadata: null, tracking_status: null },
  });

/** DELIVERIES posts, IN_FLIGHT at a time, spread over the labels; answers deliveries a second and the outcomes seen. */
async function deliver(origin: string, secret: string, labels: { trackingNumber: string; carrier: string }[]) {
  let next = 0;
  const statuses: Record<number, number> = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < DELIVERIES) {
        const i = next++;
        const res = await fetch(`${origin}/api/webhooks/shippo/${secret}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: payload(labels[i % labels.length]),
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: DELIVERIES / seconds, statuses };
}

export default async function bench(): Promise<BenchResult[]> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    await ensureProductionBuild();
    const shippo = await startShippoProcess(await freePort());
    cleanups.push(() => shippo.close());
    process.env.SHIPPO_API_URL = shippo.url;
    const secretKey = randomBytes(32).toString("hex");
    process.env.NEXTAUTH_SECRET = secretKey;
    resetEnvCache();
    const world = await prepareTrackingWorld(LABELS);
    cleanups.push(() => world.drop());

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)],
      {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          ...world.dbEnv,
          NEXTAUTH_SECRET: secretKey,
          NEXTAUTH_URL: origin,
          SHIPPO_API_URL: shippo.url,
          LOG_LEVEL: "warn",
          TRACKING_BACKSTOP_EVERY_MINUTES: "0",
          RATE_LIMIT_TRACKING_PER_MINUTE: "100000000",
        },
      },
    );
    cleanups.push(() => stop(server));
    await waitForServer(`${origin}/api/shipments/tracking-test-mode`);

    // Each parcel moves on one scan, unannounced, so the first delivery for it has a new event to add.
    for (const l of world.labels)
      await shippo.control(`/tracks/${l.carrier}/${l.trackingNumber}/advance`, { steps: 1, deliver: false });
    const warm = await deliver(origin, world.secret, world.labels.slice(0, 2));
    void warm;
    const fast = await deliver(origin, world.secret, world.labels);
    await shippo.control("/latency", { ms: 100 });
    const slow = await deliver(origin, world.secret, world.labels);
    await shippo.control("/latency", { ms: 0 });

    const lookup = await autocannon({
      url: `${origin}/api/shipments/by-invoice/${world.labels[0].invoiceNumber}?testMode=true`,
      connections: PUBLIC_CONNECTIONS,
      duration: PUBLIC_SECONDS,
    });
    const fmt = (n: number) => n.toFixed(1);
    const codes = (s: Record<number, number>) =>
      Object.entries(s)
        .map(([k, v]) => `${k}×${v}`)
        .join(" ");
    return [
      {
        title: `Tracking webhook: deliveries one app process takes a second (next start, ${world.dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
        columns: ["Shippo re-read latency", "deliveries", "in flight", "per second", "answers"],
        rows: [
          ["0 ms", DELIVERIES, IN_FLIGHT, fmt(fast.perSecond), codes(fast.statuses)],
          ["100 ms", DELIVERIES, IN_FLIGHT, fmt(slow.perSecond), codes(slow.statuses)],
        ],
        notes: [
          `Each delivery: secret lookup (hashed), raw payload stored, the track re-read from the stand-in with the company's token (${DEMO_SHIPPO_TOKEN.slice(0, 12)}…), events inserted on the (shipment, object_id) index under a row lock, status derived, outcome stored. ${LABELS} parcels; the first delivery of each adds one new event, the rest are duplicates.`,
          `Load average at the end: ${loadavg()
            .map((l) => l.toFixed(1))
            .join(", ")} on ${cpus().length} cores.`,
        ],
      },
      {
        title: `Public tracking GET /api/shipments/by-invoice/{invoice} under ${PUBLIC_CONNECTIONS} connections (ms, ${PUBLIC_SECONDS} s, autocannon)`,
        columns: ["requests", "per second", "p50", "p99", "non-2xx"],
        rows: [
          [lookup.requests.total, fmt(lookup.requests.average), lookup.latency.p50, lookup.latency.p99, lookup.non2xx],
        ],
        notes: [
          "One invoice with one shipment and its history. Past the per-address limit the route answers 429 (counted as non-2xx).",
        ],
      },
    ];
  } finally {
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
  }
}
