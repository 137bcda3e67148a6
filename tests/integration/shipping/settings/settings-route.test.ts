import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/ship54/settings/route";
import { companies } from "@/db/schema";
import { DEMO_SHIPPO_TOKEN } from "@/db/seed-ship54";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env.close());

describe("GET /api/ship54/settings", () => {
  it("answers the company's cod, freight and shipping settings, and never the token", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const { status, json } = await callRoute(GET, { token });
    expect(status).toBe(200);
    expect(json.cod).toEqual({ termsCodes: ["COD", "COD CASH", "COD CHECK"], balancePolicy: "warn" });
    expect(json.freight).toEqual({ defaultMethod: "filedrop", productId: "100001" });
    expect(json.shipping.enableAutoSearch).toBe(true);
    expect(json.shippo).toMatchObject({ connected: true, customerToken: { isValid: true, environment: "test" } });
    const text = JSON.stringify(json);
    expect(text).not.toContain(DEMO_SHIPPO_TOKEN);
    expect(text).not.toMatch(/encrypted|"iv"|"tag"/);
  });

  it("answers the defaults for a company that has set nothing (COD, warn, filedrop)", async () => {
    const token = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
    const { status, json } = await callRoute(GET, { token });
    expect(status).toBe(200);
    expect(json.cod).toEqual({ termsCodes: ["COD"], balancePolicy: "warn" });
    expect(json.freight).toEqual({ defaultMethod: "filedrop", productId: null });
    expect(json.shippo).toMatchObject({ connected: false, customerToken: null });
  });

  it("lets an admin name a company and refuses a customer naming another", async () => {
    const heritage = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") });
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    expect((await callRoute(GET, { token: admin })).status).toBe(400);
    const named = await callRoute(GET, {
      token: admin,
      url: `http://localhost/api/ship54/settings?companyId=${heritage!.id}`,
    });
    expect(named.status).toBe(200);
    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const other = await callRoute(GET, {
      token: staff,
      url: `http://localhost/api/ship54/settings?companyId=${heritage!.id}`,
    });
    expect(other.status).toBe(403);
    expect((await callRoute(GET, {})).status).toBe(401);
  });
});
