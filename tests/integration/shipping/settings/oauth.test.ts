import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as callback } from "@/app/api/ship54/shippo/oauth/callback/route";
import { GET as connect } from "@/app/api/ship54/shippo/oauth/connect/route";
import { GET as readSettings } from "@/app/api/ship54/settings/route";
import { companies, shippoOauthStates } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

let env: TestEnv & { shippo: ShippoStandIn };
let sim: ShippoStandIn;
let staff: string;
let heritage: string;

beforeAll(async () => {
  env = await startTestEnv({
    shippo: true,
    env: {
      SHIPPO_OAUTH_CLIENT_ID: "e54-portal",
      SHIPPO_OAUTH_CLIENT_SECRET: "s3cret",
      NEXTAUTH_URL: "http://portal.test",
    },
  });
  sim = env.shippo;
  await sim.control("/config", { oauth_client_id: "e54-portal", oauth_client_secret: "s3cret" });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
});
afterAll(() => env?.close());

/** Start the flow as a signed-in browser: the state from Shippo's URL and the nonce cookie we were given. */
async function start(token = staff) {
  const { status, res } = await callRoute(connect, {
    token,
    url: "http://portal.test/api/ship54/shippo/oauth/connect",
  });
  expect(status).toBe(307);
  const authorize = new URL(res.headers.get("location")!);
  const nonce = /e54_shippo_oauth=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return { authorize, state: authorize.searchParams.get("state")!, nonce: nonce! };
}

/** The merchant presses Allow (or Deny) on Shippo's page; the answer is where Shippo sends the browser back. */
async function approve(authorize: URL, decision: "allow" | "deny" = "allow") {
  const form = new URLSearchParams({
    decision,
    state: authorize.searchParams.get("state")!,
    client_id: "e54-portal",
    redirect_uri: authorize.searchParams.get("redirect_uri")!,
  });
  const res = await fetch(`${sim.url}/oauth/authorize`, { method: "POST", body: form, redirect: "manual" });
  return new URL(res.headers.get("location")!);
}

async function finish(back: URL, opts: { token?: string; nonce?: string } = {}) {
  const { res } = await callRoute(callback, {
    token: opts.token,
    url: back.toString(),
    headers: opts.nonce ? { cookie: `e54_shippo_oauth=${opts.nonce}` } : {},
  });
  const location = new URL(res.headers.get("location")!);
  return {
    success: location.searchParams.get("success"),
    error: location.searchParams.get("error"),
    path: location.pathname,
  };
}

describe("Connect with Shippo (CLARIFICATIONS 28)", () => {
  it("sends the browser to Shippo with a state and our callback, and keeps the token encrypted on return", async () => {
    const { authorize, nonce } = await start();
    expect(authorize.origin).toBe(sim.url);
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://portal.test/api/ship54/shippo/oauth/callback");
    const back = await approve(authorize);
    expect(back.pathname).toBe("/api/ship54/shippo/oauth/callback");
    expect(await finish(back, { token: staff, nonce })).toEqual({
      success: "connected",
      error: null,
      path: "/ship54-settings",
    });

    const settings = await callRoute(readSettings, { token: staff });
    expect(settings.json.shippo).toMatchObject({
      connected: true,
      customerToken: { isValid: true, environment: "test" },
    });
    expect(JSON.stringify(settings.json)).not.toMatch(/oauth\.|encrypted"?:\s*\{/);
    const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    expect(eds?.hasValidToken).toBe(true);
    expect(JSON.stringify(eds?.ship54Settings)).not.toContain("oauth.");
  });

  it("refuses a replayed state: the second use of the same callback is invalid_state", async () => {
    const { authorize, nonce } = await start();
    const back = await approve(authorize);
    expect((await finish(back, { token: staff, nonce })).success).toBe("connected");
    expect((await finish(back, { token: staff, nonce })).error).toBe("invalid_state");
  });

  it("refuses a forged state, another browser's state, another user's state and an expired one", async () => {
    const { authorize, nonce } = await start();
    const back = await approve(authorize);
    const forged = new URL(back);
    forged.searchParams.set("state", "forged-state-value");
    expect((await finish(forged, { token: staff, nonce })).error).toBe("invalid_state");
    expect((await finish(back, { token: staff })).error).toBe("invalid_state");
    expect((await finish(back, { token: staff, nonce: "another-browser" })).error).toBe("invalid_state");
    expect((await finish(back, { token: heritage, nonce })).error).toBe("invalid_state");

    const late = await start();
    await env.db.update(shippoOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await finish(await approve(late.authorize), { token: staff, nonce: late.nonce })).error).toBe(
      "invalid_state",
    );
    // The refused attempts did not use up the good state: the right browser can still finish.
    await env.db.update(shippoOauthStates).set({ expiresAt: new Date(Date.now() + 60_000) });
    expect((await finish(back, { token: staff, nonce })).success).toBe("connected");
  });

  it("answers the spec's return codes", async () => {
    const { authorize, nonce } = await start();
    const denied = await approve(authorize, "deny");
    expect((await finish(denied, { token: staff, nonce })).error).toBe("access_denied");
    const back = await approve(authorize);
    expect((await finish(back, { nonce })).error).toBe("user_not_found");
    const noCode = new URL(back);
    noCode.searchParams.delete("code");
    expect((await finish(noCode, { token: staff, nonce })).error).toBe("missing_parameters");
    // A code Shippo already exchanged, with a fresh state: the exchange fails.
    expect((await finish(back, { token: staff, nonce })).success).toBe("connected");
    const again = await start();
    const reused = new URL(back);
    reused.searchParams.set("state", again.state);
    expect((await finish(reused, { token: staff, nonce: again.nonce })).error).toBe("token_exchange_failed");
  });

  it("sends a signed-out browser back to the settings screen with user_not_found, not to Shippo", async () => {
    const { status, res } = await callRoute(connect, { url: "http://portal.test/api/ship54/shippo/oauth/connect" });
    expect(status).toBe(307);
    const back = new URL(res.headers.get("location")!);
    expect(back.pathname).toBe("/ship54-settings");
    expect(back.searchParams.get("error")).toBe("user_not_found");
  });

  it("lets only a Ship54 admin start it", async () => {
    const { res } = await callRoute(connect, {
      token: heritage,
      url: "http://portal.test/api/ship54/shippo/oauth/connect",
    });
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toBe("forbidden");
  });
});
