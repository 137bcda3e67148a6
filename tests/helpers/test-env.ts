import { inject } from "vitest";
import { provideDb, type DbHandle } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { resetEnvCache } from "@/lib/env";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { createTestDb } from "./test-db";

export type TestEnv = { db: DbHandle["db"]; erp: ErpSim; close(): Promise<void> };

/** One suite's world: its own database with the demo data, and its own ERP stand-in on a random loopback address. */
export async function startTestEnv(opts: { env?: Record<string, string> } = {}): Promise<TestEnv> {
  Object.assign(process.env, opts.env ?? {});
  resetEnvCache();
  const [handle, erp] = await Promise.all([
    // The migrated PGlite dump of tests/helpers/pglite-template.global.ts (vitest's globalSetup).
    createTestDb({ pgliteTemplate: inject("pgliteTemplate") }),
    startErpSimOnRandomLoopback(),
  ]);
  provideDb(handle);
  await seedDemo(handle.db, { erpBaseUrl: erp.baseUrl });
  return {
    db: handle.db,
    erp,
    async close() {
      await Promise.all([handle.close(), erp.close()]);
    },
  };
}

/** Turn on a fault of the ERP stand-in on one environment port (see sim/erp/README.md). */
export async function erpFaults(erp: ErpSim, faults: Record<string, unknown>, port = 5000) {
  const res = await fetch(`${erp.baseUrl}:${port}/__control/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(faults),
  });
  if (!res.ok) throw new Error(`fault knob refused: ${res.status}`);
}

export async function clearErpFaults(erp: ErpSim, port = 5000) {
  await fetch(`${erp.baseUrl}:${port}/__control/faults`, { method: "DELETE" });
}
