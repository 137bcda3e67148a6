// The world of a flow that writes to the ERP as the clerk: its own database and ERP stand-in (Shippo and Stripe
// when asked), and the clerk signed in twice, as two server instances (or two tabs) would serve them.
import type { ErpSim } from "@/sim/erp/server";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { clearErpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { ERP_TIMEOUT_MS } from "./erp-knobs";
import type { WorldOptions } from "./model";

export type ErpWorld = { env: TestEnv; tokens: [string, string] };

/** A sign-in whose ERP call outlived the short time-out of these worlds (a cold stand-in) is tried again. */
async function staffToken(): Promise<string> {
  for (let tries = 1; ; tries++) {
    try {
      return await loginAs(DEMO.staff.email, DEMO.staff.password);
    } catch (err) {
      if (tries === 3) throw err;
    }
  }
}

export async function signInTwice(): Promise<[string, string]> {
  return Promise.all([staffToken(), staffToken()]);
}

export async function startErpWorld(opts: WorldOptions): Promise<ErpWorld> {
  const env = await startTestEnv({ ...opts, env: { ERP_TIMEOUT_MS: String(ERP_TIMEOUT_MS) } });
  return { env, tokens: await signInTwice() };
}

/** The parts of a flow every ERP-writing flow shares. */
export const erpWorldParts = {
  clearFaults: (w: { env: { erp: ErpSim } }) => clearErpFaults(w.env.erp),
  signInAgain: async (w: { tokens: [string, string] }) => {
    w.tokens = await signInTwice();
  },
  databaseUrl: (w: { env: TestEnv }) => w.env.databaseUrl,
  db: (w: { env: TestEnv }) => w.env.db,
  close: (w: { env: TestEnv }) => w.env.close(),
};
