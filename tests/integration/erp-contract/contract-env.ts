// One ERP-contract suite's world: its own database and ERP stand-in, a staff sign-in, and a caller of the proxy route.
import { afterAll, afterEach, beforeAll } from "vitest";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { clearErpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

export type ProxyCall = { method: string; url: string; params?: Record<string, unknown>; data?: unknown };

/** A database, the demo seed and a sign-in: slow when the machine is shared, so more room than vitest's default. */
const SETUP_TIMEOUT_MS = 180_000;

export function setupContractEnv() {
  const state = { env: undefined as unknown as TestEnv, staff: "" };
  beforeAll(async () => {
    state.env = await startTestEnv({ env: { ERP_TIMEOUT_MS: "20000" } });
    state.staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  }, SETUP_TIMEOUT_MS);
  afterEach(() => clearErpFaults(state.env.erp));
  afterAll(async () => {
    await state.env?.close();
    delete process.env.ERP_TIMEOUT_MS;
    resetEnvCache();
  }, SETUP_TIMEOUT_MS);
  return {
    get env() {
      return state.env;
    },
    /** POST /api/erp-proxy as the staff user (or with another token). */
    call: (body: ProxyCall, token = state.staff) => callRoute(proxy, { body, token }),
    /** What the stand-in counted: proves a refused call never reached the ERP. */
    async erpRequests(port = 5000): Promise<number> {
      const res = await fetch(`${state.env.erp.baseUrl}:${port}/__control/stats`);
      return ((await res.json()) as { requests: number }).requests;
    },
  };
}
