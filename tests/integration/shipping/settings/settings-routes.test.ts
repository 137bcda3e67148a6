import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/ship54/settings/route";
import { DELETE as removeToken } from "@/app/api/ship54/shippo/remove-token/route";
import { POST as testToken } from "@/app/api/ship54/shippo/test-token/route";
import { POST as validateToken } from "@/app/api/ship54/shippo/validate-token/route";
import { POST as toggleTestMode } from "@/app/api/ship54/toggle-test-mode/route";
import { GET as trackingTestMode } from "@/app/api/shipments/tracking-test-mode/route";
import { companies, users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

let env: TestEnv & { shippo: ShippoStandIn };
let staff: string;
let heritage: string;
const newToken = (c = "a") => `shippo_test_${c.repeat(40)}`;

beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
});
afterAll(() => env?.close());

const body = (over: Record<string, unknown> = {}) => ({
  freight: { defaultMethod: "lineitem", productId: "100001" },
  shipping: { enableAutoSearch: false },
  cod: { termsCodes: ["COD", "cod cash "], balancePolicy: "prevent" },
  ...over,
});

describe("PUT /api/ship54/settings", () => {
  it("saves freight, COD and the caller's own auto search, and ignores the token, connected and webhook", async () => {
    const res = await callRoute(saveSettings, {
      token: staff,
      method: "PUT",
      body: body({
        shippo: {
          connected: false,
          customerToken: { encrypted: { iv: "x", tag: "y", data: "z" }, isValid: false },
          webhook: { isActive: true },
        },
      }),
    });
    expect(res.status).toBe(200);
    const { json } = await callRoute(readSettings, { token: staff });
    expect(json).toMatchObject({
      shippo: { connected: true, customerToken: { isValid: true }, webhook: null },
      freight: { defaultMethod: "lineitem", productId: "100001" },
      shipping: { enableAutoSearch: false },
      cod: { termsCodes: ["COD", "COD CASH"], balancePolicy: "prevent" },
    });
    const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    expect(eds?.ship54Settings.shippo?.customerToken?.encrypted?.iv).not.toBe("x");
  });

  it("refuses bad input with a message and changes nothing", async () => {
    const bad = await callRoute(saveSettings, {
      token: staff,
      method: "PUT",
      body: body({ freight: { defaultMethod: "truck" } }),
    });
    expect(bad.status).toBe(400);
    const dup = await callRoute(saveSettings, {
      token: staff,
      method: "PUT",
      body: body({ cod: { termsCodes: ["COD", " cod"], balancePolicy: "warn" } }),
    });
    expect(dup.status).toBe(400);
    expect(dup.json.error).toContain("Terms code already exists");
    expect((await callRoute(readSettings, { token: staff })).json.cod.balancePolicy).toBe("prevent");
  });

  it("lets a user without Ship54 admin save only their own preference", async () => {
    const mine = (await callRoute(readSettings, { token: heritage })).json;
    const own = await callRoute(saveSettings, {
      token: heritage,
      method: "PUT",
      body: { ...mine, shipping: { ...mine.shipping, enableAutoSearch: false } },
    });
    expect(own.status).toBe(200);
    const company = await callRoute(saveSettings, {
      token: heritage,
      method: "PUT",
      body: { ...mine, cod: { termsCodes: ["NET30"], balancePolicy: "warn" } },
    });
    expect(company.status).toBe(403);
    expect(company.json.error).toBe("You need Ship54 admin permissions to change company settings");
  });
});

describe("enableAutoSearch (CLARIFICATIONS 27: per user)", () => {
  it("two users of one company keep their own values", async () => {
    // Karen owns Ship54 here: its settings are for its users (issue 37 G).
    await env.db
      .update(users)
      .set({ products: ["ship54"] })
      .where(eq(users.email, DEMO.karen.email));
    const karen = await loginAs(DEMO.karen.email, DEMO.karen.password);
    const autoSearch = async (token: string) =>
      (await callRoute(readSettings, { token })).json.shipping.enableAutoSearch as boolean;
    const save = async (token: string, enableAutoSearch: boolean) => {
      const current = (await callRoute(readSettings, { token })).json;
      const res = await callRoute(saveSettings, {
        token,
        method: "PUT",
        body: { ...current, shipping: { ...current.shipping, enableAutoSearch } },
      });
      expect(res.status).toBe(200);
    };
    await save(staff, false);
    expect([await autoSearch(staff), await autoSearch(karen)]).toEqual([false, true]);
    await save(karen, false);
    await save(staff, true);
    expect([await autoSearch(staff), await autoSearch(karen)]).toEqual([true, false]);
  });
});

describe("the Shippo token endpoints", () => {
  it("checks the format before anything else", async () => {
    const res = await callRoute(validateToken, { token: staff, body: { token: "shippo_test_abc" } });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain("Invalid token format. Token should start with shippo_test_ or shippo_live_");
  });

  it("validates a token with Shippo, keeps it encrypted, never answers it, and tests it again", async () => {
    const res = await callRoute(validateToken, { token: staff, body: { token: newToken("b") } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, encrypted: true, environment: "test" });
    expect(JSON.stringify(res.json)).not.toContain("bbbb");
    const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    expect(JSON.stringify(eds?.ship54Settings)).not.toContain("bbbb");
    const tested = await callRoute(testToken, { token: staff, method: "POST" });
    expect(tested.status).toBe(200);
    expect((await callRoute(readSettings, { token: staff })).json.shippo.customerToken.lastTested).toBeTruthy();
  });

  it("answers 422 for a token Shippo refuses, and a test of a revoked token marks it invalid", async () => {
    await env.shippo.control("/tokens/revoke", { token: newToken("c") });
    const refused = await callRoute(validateToken, { token: staff, body: { token: newToken("c") } });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe("Shippo error 401");
    await env.shippo.control("/tokens/revoke", { token: newToken("b") });
    expect((await callRoute(testToken, { token: staff, method: "POST" })).status).toBe(422);
    expect((await callRoute(readSettings, { token: staff })).json.shippo.customerToken.isValid).toBe(false);
  });

  it("removes the token: not connected, environment test", async () => {
    expect((await callRoute(removeToken, { token: heritage, method: "DELETE" })).status).toBe(403);
    expect((await callRoute(removeToken, { token: staff, method: "DELETE" })).status).toBe(200);
    const { json } = await callRoute(readSettings, { token: staff });
    expect(json.shippo).toMatchObject({
      connected: false,
      customerToken: { isValid: false, environment: "test" },
      webhook: null,
    });
  });
});

describe("the tracking test mode", () => {
  it("is turned on by a Ship54 admin and read back for the company; others are refused", async () => {
    expect((await callRoute(toggleTestMode, { token: staff, body: { enabled: false } })).status).toBe(200);
    expect((await callRoute(trackingTestMode, { token: staff })).json).toEqual({ testMode: false });
    expect((await callRoute(toggleTestMode, { token: staff, body: { enabled: true } })).status).toBe(200);
    expect((await callRoute(trackingTestMode, { token: staff })).json).toEqual({ testMode: true });
    expect((await callRoute(trackingTestMode, {})).json).toEqual({ testMode: false });
    expect((await callRoute(toggleTestMode, { token: heritage, body: { enabled: true } })).status).toBe(403);
    expect((await callRoute(toggleTestMode, { token: staff, body: { enabled: "yes" } })).status).toBe(400);
  });
});
