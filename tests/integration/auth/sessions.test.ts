import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { decode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putPort } from "@/app/api/admin/users/[userId]/port/route";
import { DELETE as deleteUser, PUT as putUser } from "@/app/api/admin/users/[userId]/route";
import { GET as listUsers, POST as postUser } from "@/app/api/admin/users/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as erpProxy } from "@/app/api/erp-proxy/route";
import { GET as listProducts } from "@/app/api/products/route";
import { POST as toggleTestMode } from "@/app/api/ship54/toggle-test-mode/route";
import { companies, sessions, users } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { nextAuthClient } from "@/tests/helpers/next-auth";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let admin: string;
beforeAll(async () => {
  env = await startTestEnv();
  admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
});
afterAll(() => env.close());

let made = 0;
/** A new administrator, made through the admin API, and a bearer token of theirs. */
async function newAdmin(password = "first-password") {
  const email = `second.admin${++made}@example.com`;
  const { status, json } = await callRoute(postUser, { token: admin, body: { email, userType: "admin", password } });
  expect(status).toBe(201);
  return { id: String(json._id), email, password, token: await loginAs(email, password) };
}
const adminBody = (email: string, extra: Record<string, unknown> = {}) => ({ email, userType: "admin", ...extra });

describe("a session ends when access ends", () => {
  it("refuses a deleted user's token on the very next call (401)", async () => {
    const other = await newAdmin();
    expect((await callRoute(listUsers, { token: other.token })).status).toBe(200);
    expect((await callRoute(deleteUser, { method: "DELETE", token: admin, params: { userId: other.id } })).status).toBe(
      200,
    );
    const after = await callRoute(listUsers, { token: other.token });
    expect(after.status).toBe(401);
    expect(after.json.error).toBe("Please log in.");
  });

  it("refuses a demoted administrator at once: a new user type ends their sessions (401)", async () => {
    const other = await newAdmin();
    expect((await callRoute(listUsers, { token: other.token })).status).toBe(200);
    const edsId = (await env.db.query.companies.findFirst())!.id;
    const demote = { email: other.email, userType: "customer", erpUserName: "JSMITH", companyId: edsId };
    expect(
      (await callRoute(putUser, { method: "PUT", token: admin, params: { userId: other.id }, body: demote })).status,
    ).toBe(200);
    expect((await callRoute(listUsers, { token: other.token })).status).toBe(401);
    expect((await callRoute(listProducts, { token: other.token })).status).toBe(401);
  });

  it("ends a customer's sessions when their company, ERP user name or type changes; a new name ends nothing", async () => {
    const karen = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.karen.email) }))!;
    const heritage = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!;
    const body = {
      email: karen.email,
      userType: "customer",
      erpUserName: karen.erpUserName,
      companyId: karen.companyId,
      products: karen.products,
      roles: karen.roles,
    };
    const erpCall = (token: string) =>
      callRoute(erpProxy, { token, body: { method: "GET", url: "/Contacts", params: { keyword: "a" } } });
    const edit = (changes: Record<string, unknown>) =>
      callRoute(putUser, { method: "PUT", token: admin, params: { userId: karen.id }, body: { ...body, ...changes } });
    const changes = [
      { companyId: heritage.id },
      { erpUserName: "JSMITH" },
      { userType: "admin", password: "an-admin-now" },
    ];
    for (const change of changes) {
      const token = await loginAs(DEMO.karen.email, DEMO.karen.password);
      expect((await erpCall(token)).status).toBe(200);
      expect((await edit(change)).status).toBe(200);
      // Company A's ERP as the old ERP user would answer this; the session is over instead.
      const after = await erpCall(token);
      expect(after.status).toBe(401);
      expect(after.json.error).toBe("Please log in.");
      expect((await callRoute(listProducts, { token })).status).toBe(401);
      expect((await edit({})).status).toBe(200);
    }
    const token = await loginAs(DEMO.karen.email, DEMO.karen.password);
    expect((await edit({ firstName: "Renamed", erpUserName: karen.erpUserName!.toLowerCase() })).status).toBe(200);
    expect((await erpCall(token)).status).toBe(200);
  });

  it("refuses an ERP session opened at an address or port that is no longer the user's (401), the portal session aside", async () => {
    const karen = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.karen.email) }))!;
    const erpCall = (token: string) =>
      callRoute(erpProxy, { token, body: { method: "GET", url: "/Contacts", params: { keyword: "a" } } });
    const token = await loginAs(DEMO.karen.email, DEMO.karen.password);
    // The company's ERP moved (say, to a new host): the session's token belongs to the old one.
    const [eds] = await env.db
      .update(companies)
      .set({ apiBaseUrl: "http://127.0.0.1" })
      .where(eq(companies.id, karen.companyId!))
      .returning();
    const moved = await erpCall(token);
    await env.db.update(companies).set({ apiBaseUrl: env.erp.baseUrl }).where(eq(companies.id, eds.id));
    expect(moved.status).toBe(401);
    expect(moved.json.error).toBe("Please log in.");
    expect((await callRoute(listProducts, { token })).status).toBe(200);
    expect((await erpCall(token)).status).toBe(200);
    // A new port: the ERP session belongs to the old environment until the user signs in again.
    expect(
      (await callRoute(putPort, { method: "PUT", token, params: { userId: karen.id }, body: { port: 5001 } })).status,
    ).toBe(200);
    const other = await erpCall(token);
    await env.db.update(users).set({ lastPort: 5000 }).where(eq(users.id, karen.id));
    expect(other.status).toBe(401);
    expect(other.json.error).toBe("Please log in.");
  });

  it("refuses a user who lost a role at once (403) on a route that needs it, while the rest of their session works", async () => {
    const staff = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) }))!;
    const body = {
      email: staff.email,
      userType: "customer",
      erpUserName: staff.erpUserName,
      companyId: staff.companyId,
      products: staff.products,
      roles: staff.roles,
    };
    const edit = (roles: Record<string, string[]>) =>
      callRoute(putUser, { method: "PUT", token: admin, params: { userId: staff.id }, body: { ...body, roles } });
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const toggle = () => callRoute(toggleTestMode, { token, body: { enabled: false } });
    expect((await toggle()).status).toBe(200);
    expect((await edit({ ...staff.roles, ship54: ["product"] })).status).toBe(200);
    try {
      const refused = await toggle();
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe("You need Ship54 admin permissions to change company settings");
      expect((await callRoute(listProducts, { token })).status).toBe(200);
    } finally {
      await edit(staff.roles);
    }
    expect((await toggle()).status).toBe(200);
  });

  it("ends a bearer token at POST /api/auth/logout and leaves the user's other sessions alone", async () => {
    const [first, second] = [
      await loginAs(DEMO.admin.email, DEMO.admin.password),
      await loginAs(DEMO.admin.email, DEMO.admin.password),
    ];
    const out = await callRoute(logout, { method: "POST", token: first });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ signedOut: true });
    expect((await callRoute(listUsers, { token: first })).status).toBe(401);
    expect((await callRoute(logout, { method: "POST", token: first })).status).toBe(401);
    expect((await callRoute(listUsers, { token: second })).status).toBe(200);
  });

  it("ends every other session of a user whose password changes; the one that changed it stays", async () => {
    const other = await newAdmin();
    const elsewhere = await loginAs(other.email, other.password);
    const change = await callRoute(putUser, {
      method: "PUT",
      token: other.token,
      params: { userId: other.id },
      body: adminBody(other.email, { password: "second-password" }),
    });
    expect(change.status).toBe(200);
    expect((await callRoute(listUsers, { token: elsewhere })).status).toBe(401);
    expect((await callRoute(listUsers, { token: other.token })).status).toBe(200);
    // An edit without a new password ends nothing.
    const again = await loginAs(other.email, "second-password");
    await callRoute(putUser, {
      method: "PUT",
      token: admin,
      params: { userId: other.id },
      body: adminBody(other.email, { firstName: "Renamed" }),
    });
    expect((await callRoute(listUsers, { token: again })).status).toBe(200);
  });

  it("ends a session at its fixed end, which the token carries as its expiry", async () => {
    const token = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const { sid, exp, iat } = decodeJwt(token);
    // SESSION_MAX_AGE_HOURS (8) from sign-in; the token is signed a moment after the session is made.
    expect(exp! - iat!).toBeGreaterThan(8 * 3600 - 5);
    expect(exp! - iat!).toBeLessThanOrEqual(8 * 3600);
    const [row] = await env.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(sid)));
    expect(Math.floor(row.expiresAt.getTime() / 1000)).toBe(exp);
    // The same moment, reached: the session row says the session is over, whatever the token's signature says.
    await env.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(sid)));
    expect((await callRoute(listUsers, { token })).status).toBe(401);
  });

  it("refuses a token naming a session that does not exist, or no session at all", async () => {
    const forged = admin.split(".");
    forged[1] = Buffer.from(JSON.stringify({ ...decodeJwt(admin), sid: "not-a-uuid" })).toString("base64url");
    expect((await callRoute(listUsers, { token: forged.join(".") })).status).toBe(401);
    expect((await callRoute(listUsers, { token: "garbage" })).status).toBe(401);
  });
});

describe("the browser's session (next-auth cookie)", () => {
  it("answers fresh claims from GET /api/auth/session: a product granted a moment ago shows without a new sign-in", async () => {
    const browser = nextAuthClient();
    const signIn = await browser.signIn(DEMO.heritage.email, DEMO.heritage.password);
    expect(signIn.status).toBe(200);
    const first = await browser.session();
    expect(first.body).toMatchObject({ user: { email: DEMO.heritage.email, products: ["ship54"] } });
    await env.db
      .update(users)
      .set({ products: ["ship54", "e54"] })
      .where(eq(users.email, DEMO.heritage.email));
    const second = await browser.session();
    expect(second.body).toMatchObject({ user: { products: ["ship54", "e54"] } });
    // Taken away (a cancelled subscription): gone from the very next read, the session itself untouched.
    await env.db.update(users).set({ products: [] }).where(eq(users.email, DEMO.heritage.email));
    expect((await browser.session()).body).toMatchObject({ user: { email: DEMO.heritage.email, products: [] } });
    await env.db
      .update(users)
      .set({ products: ["ship54"] })
      .where(eq(users.email, DEMO.heritage.email));
  });

  it("keeps the cookie's ERP token and claims out of the cookie, and never renews past the session's fixed end", async () => {
    const browser = nextAuthClient();
    await browser.signIn(DEMO.staff.email, DEMO.staff.password);
    const stored = Object.values(browser.jar).join("");
    expect(stored).not.toMatch(/JSMITH|staff1234/);
    const first = await browser.session();
    const second = await browser.session();
    const end = new Date((first.body as { expires: string }).expires).getTime();
    expect((second.body as { expires: string }).expires).toBe((first.body as { expires: string }).expires);
    expect(end).toBeLessThanOrEqual(Date.now() + 8 * 3600_000);
    const cookie = second.cookies.find((c) => c.name === "next-auth.session-token");
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: "Lax", path: "/" });
    const payload = await decode({ token: cookie!.value, secret: getEnv().NEXTAUTH_SECRET });
    expect(Object.keys(payload ?? {}).sort()).toEqual(["exp", "iat", "jti", "sessionExpiresAt", "sid"]);
    expect(Number(payload?.exp) * 1000).toBeLessThanOrEqual(end);
  });

  it("ends the cookie's session at sign-out: the API refuses it and the session endpoint answers no user", async () => {
    const browser = nextAuthClient();
    await browser.signIn(DEMO.admin.email, DEMO.admin.password);
    const cookie = browser.cookieHeader();
    expect((await callRoute(listUsers, { headers: { cookie } })).status).toBe(200);
    await browser.signOut();
    expect((await callRoute(listUsers, { headers: { cookie } })).status).toBe(401);
    // A copy of the old cookie, kept by an attacker, is worth nothing either.
    const replay = nextAuthClient();
    Object.assign(
      replay.jar,
      Object.fromEntries(cookie.split("; ").map((kv) => kv.split("=").map(decodeURIComponent) as [string, string])),
    );
    expect((await replay.session()).body).toEqual({});
  });
});

describe("the session read beside other requests' work", () => {
  it("answers a signed-in call while another request's transaction has failed and not yet rolled back", async () => {
    // A first call, so the session read is ready (prepared) before the other transaction opens.
    expect((await callRoute(listUsers, { token: admin })).status).toBe(200);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failed!: () => void;
    const hasFailed = new Promise<void>((resolve) => (failed = resolve));
    const other = env.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 / 0`).catch(() => {});
      failed();
      await held;
      throw new Error("rolled back");
    });
    await hasFailed;
    const call = callRoute(listUsers, { token: admin });
    // Time for the call's session read to reach the database while that transaction is still open.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await expect(other).rejects.toThrow("rolled back");
    const { status, json } = await call;
    expect(status).toBe(200);
    expect((json as { email: string }[]).map((u) => u.email)).toContain(DEMO.admin.email);
  });
});
