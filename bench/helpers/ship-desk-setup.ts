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
import { ERP_USERS } from "@/sim/erp/fixtures";
import { randomLoopbackHost, startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import { startShippoSim } from "@/sim/shippo/server";
import { startTimingProxy } from "./timing-proxy";

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Every invoice queued (print status Q) at the staff user's branches, branch by branch. */
async function queuedInvoices(erpOrigin: string): Promise<{ branch: string; invoice: string }[]> {
  const login = (await (
    await post(`${erpOrigin}/Sessions`, { username: ERP_USERS.staff.userName, password: ERP_USERS.staff.password })
  ).json()) as { sessionToken: string };
  const headers = { Authorization: `SessionToken ${decodeURIComponent(login.sessionToken)}` };
  const out: { branch: string; invoice: string }[] = [];
  for (const branch of ERP_USERS.staff.accessibleBranches) {
    const res = await fetch(
      `${erpOrigin}/SalesOrders?ShipBranch=${branch}&OrderStatus=Invoice&PrintStatus=Q&pageSize=500`,
      { headers },
    );
    const { results } = (await res.json()) as {
      results: {
        generations: { printStatus: string; orderStatus: string; shipBranch: string; fullInvoiceID: string }[];
      }[];
    };
    for (const g of results.flatMap((o) => o.generations))
      if (g.printStatus === "Q" && g.orderStatus === "Invoice" && g.shipBranch === branch)
        out.push({ branch, invoice: g.fullInvoiceID });
  }
  return out;
}

/**
 * `labelsThroughProxy`: the Shippo stand-in's label addresses name the timing proxy (its configured origin, the only
 * non-Shippo host the portal reads a label file from), so label reads count as waiting on Shippo.
 */
export async function setUpShipDesk(opts: {
  erpLatencyMs: number;
  shippoLatencyMs: number;
  labelsThroughProxy?: boolean;
}) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const erp = await startErpSimOnRandomLoopback();
  cleanups.push(() => erp.close());
  // The portal reaches the ERP at {apiBaseUrl}:{port}: the proxy takes the staff user's port on a host of its own.
  const erpProxy = await startTimingProxy({ host: randomLoopbackHost(), port: 5000, target: `${erp.baseUrl}:5000` });
  cleanups.push(() => erpProxy.close());
  const shippo = await startShippoSim({ port: 0 });
  cleanups.push(() => shippo.close());
  const shippoProxy = await startTimingProxy({
    host: "127.0.0.1",
    port: 0,
    target: shippo.url,
    keepHost: opts.labelsThroughProxy,
  });
  cleanups.push(() => shippoProxy.close());
  const s3Dir = await mkdtemp(path.join(tmpdir(), "e54-bench-ship-s3-"));
  const s3 = await startS3StandIn({ directory: s3Dir });
  cleanups.push(async () => (await s3.close(), await rm(s3Dir, { recursive: true, force: true })));

  const invoices = await queuedInvoices(`${erp.baseUrl}:5000`);
  await post(`${erp.baseUrl}:5000/__control/faults`, { latencyMs: opts.erpLatencyMs });
  await post(`${shippo.url}/__control/latency`, { ms: opts.shippoLatencyMs });

  // The seed encrypts company EDS's Shippo token with the key the portal will derive from this secret.
  const env = { NEXTAUTH_SECRET: randomBytes(32).toString("hex"), SHIPPO_API_URL: shippoProxy.url, ...s3.env };
  Object.assign(process.env, env);
  resetEnvCache();
  const pgliteDir = await mkdtemp(path.join(tmpdir(), "e54-bench-ship-db-"));
  cleanups.push(() => rm(pgliteDir, { recursive: true, force: true }));
  const db = await openDb({ pgliteDir });
  await seedDemo(db.db, { erpBaseUrl: new URL(erpProxy.url).origin.replace(/:5000$/, "") });
  await db.close();

  return {
    invoices,
    erpProxy,
    shippoProxy,
    appEnv: { ...env, PGLITE_DIR: pgliteDir },
    async close() {
      for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
    },
  };
}
