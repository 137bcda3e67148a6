import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as testToken } from "@/app/api/ship54/shippo/test-token/route";
import { POST as validateToken } from "@/app/api/ship54/shippo/validate-token/route";
import { companies, users } from "@/db/schema";
import { DEMO_SHIPPO_TOKEN } from "@/db/seed-ship54";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 24, point 8: Test Connection is a Ship54 admin's write, and it records only what it just validated.
let env: TestEnv & { shippo: ShippoStandIn };
let staff: string;

beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env?.close());

const eds = async () => (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("POST /api/ship54/shippo/test-token", () => {
  it("refuses a user of the company without Ship54 admin, and records nothing", async () => {
    const karen = await loginAs(DEMO.karen.email, DEMO.karen.password);
    await env.db
      .update(users)
      // A user of Ship54 (issue 37 G: its routes are for them), not its admin.
      .set({ roles: { ship54: ["product"], e54: ["contact", "product"] }, products: ["ship54"] })
      .where(eq(users.email, DEMO.karen.email));
    const before = (await eds()).ship54Settings.shippo?.customerToken;

    const res = await callRoute(testToken, { token: karen, method: "POST" });

    expect(res.status).toBe(403);
    expect(res.json.error).toBe("You need Ship54 admin permissions to change company settings");
    expect((await eds()).ship54Settings.shippo?.customerToken).toEqual(before);
  });

  it("keeps a token saved while the test was waiting for Shippo, instead of writing the tested one back", async () => {
    expect(decryptSecret((await eds()).ship54Settings.shippo!.customerToken!.encrypted!)).toBe(DEMO_SHIPPO_TOKEN);
    const replacement = `shippo_test_${"d".repeat(40)}`;
    await env.shippo.control("/latency", { ms: 3000 });
    let testAnswered = false;
    const test = callRoute(testToken, { token: staff, method: "POST" }).finally(() => (testAnswered = true));
    try {
      await sleep(1000); // the test's call is now held at Shippo
      await env.shippo.control("/latency", { ms: 0 });
      expect((await callRoute(validateToken, { token: staff, body: { token: replacement } })).status).toBe(200);
      expect(testAnswered).toBe(false);
    } finally {
      await env.shippo.control("/latency", { ms: 0 });
    }

    expect((await test).status).toBe(200);
    const company = await eds();
    expect(decryptSecret(company.ship54Settings.shippo!.customerToken!.encrypted!)).toBe(replacement);
    expect(company.ship54Settings.shippo?.customerToken).toMatchObject({ isValid: true, environment: "test" });
    expect(company.hasValidToken).toBe(true);
  });

  it("records the outcome on the token it tested", async () => {
    const before = (await eds()).ship54Settings.shippo!.customerToken!;
    const res = await callRoute(testToken, { token: staff, method: "POST" });
    expect(res.status).toBe(200);
    const after = (await eds()).ship54Settings.shippo!.customerToken!;
    expect(after.encrypted).toEqual(before.encrypted);
    expect(after.lastTested).not.toBe(before.lastTested);
    expect(after.testResults).toMatchObject({ ok: true });
  });
});
