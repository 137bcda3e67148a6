import { decodeJwt } from "jose";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { logs, sessions, users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env.close());

const from = (ip: string) => ({ address: ip, headers: { "user-agent": "vitest" } });

describe("POST /api/auth/login", () => {
  it("signs an admin in by the local password and answers a token with the spec's claims", async () => {
    const { status, json } = await callRoute(login, { body: DEMO.admin, ...from("10.1.0.1") });
    expect(status).toBe(200);
    const claims = decodeJwt(String(json.token));
    expect(claims).toMatchObject({ email: "admin@example.com", userType: "admin", companyId: null, lastPort: 5000 });
    const [entry] = await env.db
      .select()
      .from(logs)
      .where(and(eq(logs.type, "login"), eq(logs.userEmail, "admin@example.com")));
    expect(entry.meta).toMatchObject({ ip: "10.1.0.1", method: "internal-password" });
  });

  it("signs a customer in through an ERP session, upper-cases the ERP user name, and keeps the ERP token server-side", async () => {
    const { status, json } = await callRoute(login, {
      body: { email: "STAFF@example.com", password: "staff1234" },
      ...from("10.1.0.2"),
    });
    expect(status).toBe(200);
    const claims = decodeJwt(String(json.token));
    expect(claims).toMatchObject({
      email: "staff@example.com",
      userType: "customer",
      erpUserName: "JSMITH",
      companyCode: "EDS",
      apiBaseUrl: env.erp.baseUrl,
      companyId: { apiPorts: [5000, 5001, 5002, 5003] },
      products: ["ship54"],
      roles: { ship54: ["admin", "product"] },
    });
    expect(JSON.stringify(claims)).not.toMatch(/sessionToken|password/i);
    const stored = await env.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(stored).toHaveLength(1);
    expect(stored[0].erpOrigin).toBe(`${env.erp.baseUrl}:5000`);
    expect(JSON.stringify(stored[0].erpToken)).not.toContain("staff1234");
    const [entry] = await env.db
      .select()
      .from(logs)
      .where(and(eq(logs.type, "login"), eq(logs.userEmail, "staff@example.com")));
    expect(entry.meta).toMatchObject({ method: "erp-session", erpPort: 5000, ip: "10.1.0.2" });
  });

  it("answers the same 401 for a wrong password, an unknown email and an ERP rejection, and logs each", async () => {
    const attempts = [
      { email: "admin@example.com", password: "nope" },
      { email: "nobody@example.com", password: "whatever" },
      { email: "heritage@example.com", password: "not-the-erp-password" },
    ];
    for (const [i, body] of attempts.entries()) {
      const { status, json } = await callRoute(login, { body, ...from(`10.2.0.${i}`) });
      expect(status).toBe(401);
      expect(json.error).toBe("Login failed. Please check your credentials.");
    }
    const failures = await env.db.select().from(logs).where(eq(logs.type, "login-failure"));
    expect(failures.map((f) => f.userEmail)).toEqual(expect.arrayContaining(attempts.map((a) => a.email)));
    expect(failures.every((f) => typeof f.meta.ip === "string")).toBe(true);
  });

  it("refuses a body without a username or password with a 400 that says which", async () => {
    const { status, json } = await callRoute(login, { body: { email: "", password: "x" }, ...from("10.3.0.1") });
    expect(status).toBe(400);
    expect(String(json.error)).toContain("Username is required");
    const notJson = await callRoute(login, { body: "{oops", ...from("10.3.0.2") });
    expect(notJson.status).toBe(400);
  });

  it("signs a customer in on their last port when it is one of the company's", async () => {
    await env.db.update(users).set({ lastPort: 5002 }).where(eq(users.email, "staff@example.com"));
    const { json } = await callRoute(login, { body: DEMO.staff, ...from("10.6.0.1") });
    expect(decodeJwt(String(json.token)).lastPort).toBe(5002);
    await env.db.update(users).set({ lastPort: 5000 }).where(eq(users.email, "staff@example.com"));
  });
});
