import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { logs } from "@/db/schema";
import { signInDelayMs } from "@/lib/sign-in/throttle";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Small numbers, so each rule shows in a few attempts: 5 per account at an address (the default), 8 per address.
const ENV = {
  LOGIN_THROTTLE_MAX_FAILURES: "5",
  LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS: "8",
  LOGIN_THROTTLE_DELAY_MS: "20",
};

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv({ env: ENV });
});
afterAll(async () => {
  await env.close();
  for (const key of Object.keys(ENV)) delete process.env[key];
  resetEnvCache();
});

const attempt = (body: { email: string; password: string }, address: string, headers: Record<string, string> = {}) =>
  callRoute(login, { body, address, headers });

/** Sign-ins whose password was checked (the log keeps the reason of each failure; refusals are marked throttled). */
async function passwordChecks(email: string): Promise<number> {
  const rows = await env.db
    .select()
    .from(logs)
    .where(and(eq(logs.type, "login-failure"), eq(logs.userEmail, email), sql`${logs.meta}->>'throttled' is null`));
  return rows.length;
}

describe("the sign-in throttle", () => {
  it("lets at most 5 of 50 parallel wrong passwords for one account from one address reach the password check", async () => {
    const wrong = { email: DEMO.heritage.email, password: "not-it" };
    const answers = await Promise.all(Array.from({ length: 50 }, () => attempt(wrong, "10.70.0.1")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(await passwordChecks(DEMO.heritage.email)).toBeLessThanOrEqual(5);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.json.error).toMatch(/^Too many failed sign-ins\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts rotated X-Forwarded-For values from one socket as one address (TRUST_PROXY unset)", async () => {
    const wrong = { email: DEMO.admin.email, password: "not-it" };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await attempt(wrong, "10.71.0.1", { "x-forwarded-for": `203.0.113.${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The right password from that address waits too; from the owner's own address it works.
    expect((await attempt(DEMO.admin, "10.71.0.1")).status).toBe(429);
    expect((await attempt(DEMO.admin, "10.71.0.2")).status).toBe(200);
  });

  it("behind one proxy (TRUST_PROXY=1), counts a client by the address the proxy appended, not what it wrote before", async () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    try {
      const wrong = { email: "someone@example.com", password: "x" };
      for (let i = 0; i < 5; i++)
        await attempt(wrong, "10.72.0.1", { "x-forwarded-for": `198.51.100.${i}, 192.0.2.1` });
      expect((await attempt(wrong, "10.72.0.1", { "x-forwarded-for": "198.51.100.9, 192.0.2.1" })).status).toBe(429);
      expect((await attempt(wrong, "10.72.0.1", { "x-forwarded-for": "192.0.2.2" })).status).toBe(401);
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnvCache();
    }
  });

  it("refuses an address that tries many accounts (password spraying), whatever the account", async () => {
    for (let i = 0; i < 8; i++)
      expect((await attempt({ email: `guess${i}@example.com`, password: "x" }, "10.73.0.1")).status).toBe(401);
    expect((await attempt(DEMO.staff, "10.73.0.1")).status).toBe(429);
    expect((await attempt(DEMO.staff, "10.73.0.2")).status).toBe(200);
  });

  it("never locks the rightful owner out: failures for an account from many addresses only slow it down", async () => {
    const wrong = { email: DEMO.staff.email, password: "not-it" };
    for (let i = 0; i < 9; i++) expect((await attempt(wrong, `10.74.0.${i}`)).status).toBe(401);
    expect((await attempt(DEMO.staff, "10.74.1.1")).status).toBe(200);
  });

  it("makes each sign-in of an account failing from many addresses wait at least its growing delay, the owner's too", async () => {
    const limits = { LOGIN_THROTTLE_MAX_FAILURES: 5, LOGIN_THROTTLE_DELAY_MS: 20 };
    const wrong = { email: DEMO.karen.email, password: "not-it" };
    const timed = async (body: { email: string; password: string }, address: string) => {
      const started = performance.now();
      const { status } = await attempt(body, address);
      return { status, ms: performance.now() - started };
    };
    for (let failures = 0; failures < 10; failures++) {
      const { status, ms } = await timed(wrong, `10.76.0.${failures}`);
      expect(status).toBe(401);
      // A lower bound only (a busy machine is slower, never faster); timers may fire a millisecond early.
      expect(ms).toBeGreaterThanOrEqual(signInDelayMs(failures, limits) - 2);
    }
    expect(signInDelayMs(10, limits)).toBe(640);
    const owner = await timed(DEMO.karen, "10.76.1.1");
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(640 - 2);
  });

  it("does not count a successful sign-in as a failure", async () => {
    for (let i = 0; i < 7; i++) expect((await attempt(DEMO.admin, "10.75.0.1")).status).toBe(200);
  });
});
