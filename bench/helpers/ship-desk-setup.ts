// The world of the ship-desk bench: the ERP and Shippo stand-ins behind timing proxies, file storage, a seeded
// database, and the queued invoices the staff user may ship.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { resetEnvCache } from "@/lib/env";
import { startS3StandIn } from "@/scripts/s3-stand-in";
import { randomLoopbackHost, startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import { startShippoSim } from "@/sim/shippo/server";
import { benchQueue } from "./ship-desk-queue";
import { startTimingProxy } from "./timing-proxy";

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/**
 * Timing proxies in front of the stand-ins for one portal, so its waits are its own (a second portal's calls, its
 * background jobs among them, never count): the ERP's takes the staff user's port on a loopback host of its own.
 * `erpBaseUrl` is what the portal's company record names (the port is the user's).
 */
async function startProxies(erpOrigin: string, shippoUrl: string, keepHost: boolean | undefined) {
  const erpProxy = await startTimingProxy({ host: randomLoopbackHost(), port: 5000, target: erpOrigin });
  const shippoProxy = await startTimingProxy({ host: "127.0.0.1", port: 0, target: shippoUrl, keepHost });
  return {
    erpProxy,
    shippoProxy,
    erpBaseUrl: new URL(erpProxy.url).origin.replace(/:5000$/, ""),
    close: async () => (await erpProxy.close(), await shippoProxy.close()),
  };
}

export type ShipDeskProxies = Omit<Awaited<ReturnType<typeof startProxies>>, "close">;

/**
 * `labelsThroughProxy`: the Shippo stand-in's label addresses name the timing proxy (its configured origin, the only
 * non-Shippo host the portal reads a label file from), so label reads count as waiting on Shippo. `invoices`: at
 * least that many in the queue (bench/helpers/ship-desk-queue.ts). `databaseUrl`: the portal's database is that
 * (empty) PostgreSQL one, else a PGlite folder of its own.
 */
export async function setUpShipDesk(opts: {
  erpLatencyMs: number;
  shippoLatencyMs: number;
  labelsThroughProxy?: boolean;
  invoices?: number;
  databaseUrl?: string;
}) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const erp = await startErpSimOnRandomLoopback();
  cleanups.push(() => erp.close());
  const shippo = await startShippoSim({ port: 0 });
  cleanups.push(() => shippo.close());
  const addProxies = async () => {
    const proxies = await startProxies(`${erp.baseUrl}:5000`, shippo.url, opts.labelsThroughProxy);
    cleanups.push(proxies.close);
    return proxies;
  };
  const first = await addProxies();
  const s3Dir = await mkdtemp(path.join(tmpdir(), "e54-bench-ship-s3-"));
  const s3 = await startS3StandIn({ directory: s3Dir });
  cleanups.push(async () => (await s3.close(), await rm(s3Dir, { recursive: true, force: true })));

  const invoices = await benchQueue(`${erp.baseUrl}:5000`, opts.invoices ?? 0);
  await post(`${erp.baseUrl}:5000/__control/faults`, { latencyMs: opts.erpLatencyMs });
  await post(`${shippo.url}/__control/latency`, { ms: opts.shippoLatencyMs });

  // The seed encrypts company EDS's Shippo token with the key the portal will derive from this secret.
  const env = { NEXTAUTH_SECRET: randomBytes(32).toString("hex"), SHIPPO_API_URL: first.shippoProxy.url, ...s3.env };
  Object.assign(process.env, env);
  resetEnvCache();
  const pgliteDir = opts.databaseUrl ? undefined : await mkdtemp(path.join(tmpdir(), "e54-bench-ship-db-"));
  if (pgliteDir) cleanups.push(() => rm(pgliteDir, { recursive: true, force: true }));
  const db = await openDb({ url: opts.databaseUrl, pgliteDir });
  await seedDemo(db.db, { erpBaseUrl: first.erpBaseUrl });
  await db.close();
  const dbEnv: { PGLITE_DIR?: string; DATABASE_URL?: string } = pgliteDir
    ? { PGLITE_DIR: pgliteDir }
    : { DATABASE_URL: opts.databaseUrl };

  return {
    invoices,
    erpProxy: first.erpProxy,
    shippoProxy: first.shippoProxy,
    appEnv: { ...env, ...dbEnv },
    /**
     * Proxies for a second portal in front of the same stand-ins; its database is the caller's to seed (with
     * `erpBaseUrl`), its server's env is appEnv with SHIPPO_API_URL the new Shippo proxy's.
     */
    addProxies,
    async close() {
      for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
    },
  };
}
