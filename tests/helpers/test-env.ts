import { provideDb, type DbHandle } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { resetEnvCache } from "@/lib/env";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { startShippoStandIn, type ShippoStandIn } from "./shippo-stand-in";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { createTestDb } from "./test-db";

/** `databaseUrl`: the suite's own database on DATABASE_URL's server (none on PGlite). */
export type TestEnv = { db: DbHandle["db"]; erp: ErpSim; databaseUrl?: string; close(): Promise<void> };

type TestEnvOptions = {
  env?: Record<string, string>;
  shippo?: boolean;
  stripe?: boolean;
  /** The migrated PGlite dump to start from; by default vitest's (tests/helpers/pglite-template.global.ts). */
  pgliteTemplate?: string | null;
};
type WithStandIns<O extends TestEnvOptions> = TestEnv &
  (O extends { shippo: true } ? { shippo: ShippoStandIn } : unknown) &
  (O extends { stripe: true } ? { stripe: StripeStandIn } : unknown);

/**
 * One suite's world: its own database with the demo data, and its own ERP stand-in on a random loopback address.
 * `shippo: true` adds a Shippo stand-in (SHIPPO_API_URL points at it; company EDS's seeded token works there).
 * `stripe: true` adds a Stripe stand-in (the STRIPE_* settings point at it; its webhooks reach our route handler).
 */
export async function startTestEnv<O extends TestEnvOptions = Record<string, never>>(
  opts: O = {} as O,
): Promise<WithStandIns<O>> {
  const [shippo, stripe] = await Promise.all([
    opts.shippo ? startShippoStandIn() : undefined,
    opts.stripe ? startStripeStandIn() : undefined,
  ]);
  Object.assign(
    process.env,
    opts.env ?? {},
    shippo ? { SHIPPO_API_URL: shippo.url, SHIPPO_OAUTH_URL: shippo.url } : {},
    stripe?.env ?? {},
  );
  resetEnvCache();
  const [handle, erp] = await Promise.all([
    // The migrated PGlite dump of tests/helpers/pglite-template.global.ts (vitest's globalSetup).
    // vitest is imported only when asked: a script (npm run chaos) runs these helpers where it cannot load.
    createTestDb({
      pgliteTemplate:
        "pgliteTemplate" in opts ? opts.pgliteTemplate : (await import("vitest")).inject("pgliteTemplate"),
    }),
    startErpSimOnRandomLoopback(),
  ]);
  provideDb(handle);
  await seedDemo(handle.db, { erpBaseUrl: erp.baseUrl });
  return {
    db: handle.db,
    erp,
    databaseUrl: handle.url,
    shippo,
    stripe,
    async close() {
      await Promise.all([handle.close(), erp.close(), shippo?.close(), stripe?.close()]);
    },
  } as WithStandIns<O>;
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

/** Runs `during` while a stand-in is down (its ports closed), and brings it back even when an expectation fails. */
export async function whileDown(
  standIn: { suspend(): Promise<unknown>; resume(): Promise<unknown> },
  during: () => Promise<void>,
) {
  await standIn.suspend();
  try {
    await during();
  } finally {
    await standIn.resume();
  }
}
