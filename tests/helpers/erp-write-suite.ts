// One ERP-write suite's world: its own database and ERP stand-in, staff and admin tokens, and a colleague who works
// in the ERP directly (to save first, or to check what a route wrote).
import { afterAll, afterEach, beforeAll } from "vitest";
import { ERP_USERS } from "@/sim/erp/fixtures";
import { signIn, type ErpClient } from "@/tests/integration/sim-erp/helpers";
import { DEMO, loginAs } from "./login";
import { clearErpFaults, startTestEnv, type TestEnv } from "./test-env";

/** `env`: settings for the portal under test, e.g. a short `ERP_TIMEOUT_MS`. */
export function setupErpWriteSuite(opts: { env?: Record<string, string> } = {}) {
  const state = { env: undefined as unknown as TestEnv, staff: "", admin: "", erp: undefined as unknown as ErpClient };
  beforeAll(async () => {
    state.env = await startTestEnv({ env: opts.env });
    [state.staff, state.admin] = await Promise.all([
      loginAs(DEMO.staff.email, DEMO.staff.password),
      loginAs(DEMO.admin.email, DEMO.admin.password),
    ]);
    state.erp = await signIn(state.env.erp, 5000, ERP_USERS.clerk);
  });
  afterEach(() => clearErpFaults(state.env.erp));
  afterAll(() => state.env?.close());
  return {
    get env() {
      return state.env;
    },
    get staff() {
      return state.staff;
    },
    get admin() {
      return state.admin;
    },
    get erp() {
      return state.erp;
    },
    /** How often the stand-in has served one route (e.g. "POST /Products") on Production. */
    async erpCalls(route: string): Promise<number> {
      const stats = (await (await fetch(`${state.env.erp.baseUrl}:5000/__control/stats`)).json()) as {
        byRoute: Record<string, number>;
      };
      return stats.byRoute[route] ?? 0;
    },
  };
}
