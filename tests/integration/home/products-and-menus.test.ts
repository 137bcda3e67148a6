import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getMenus } from "@/app/api/menus/route";
import { GET as getProducts } from "@/app/api/products/route";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env.close());

describe("GET /api/products", () => {
  it("lists every product with the spec's fields", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const { status, json } = await callRoute(getProducts, { token });
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(3);
    const ship54 = json.find((p: { _id: string }) => p._id === "ship54");
    expect(ship54).toMatchObject({ name: "Ship54", stripeProductId: "prod_E54Ship54" });
    expect(Object.keys(ship54)).toEqual(
      expect.arrayContaining(["_id", "name", "description", "longDescription", "features", "stripeProductId"]),
    );
  });

  it("needs a sign-in", async () => {
    expect((await callRoute(getProducts)).status).toBe(401);
    expect((await callRoute(getProducts, { token: "not-a-token" })).status).toBe(401);
  });
});

describe("GET /api/menus", () => {
  it("shows a customer the menus of their company's products that match their roles", async () => {
    const staff = await callRoute(getMenus, { token: await loginAs(DEMO.staff.email, DEMO.staff.password) });
    const heritage = await callRoute(getMenus, { token: await loginAs(DEMO.heritage.email, DEMO.heritage.password) });
    const staffPaths = staff.json.map((m: { path: string }) => m.path);
    const heritagePaths = heritage.json.map((m: { path: string }) => m.path);
    expect(staffPaths).toEqual(expect.arrayContaining(["/contacts", "/ship54-settings", "/vendor-add"]));
    // Issue 37: About (a heading only) and Test Page open by their address but sit in no one's navigation.
    expect(staffPaths).not.toContain("/testpage");
    expect(staffPaths).not.toContain("/about");
    // heritage: no admin role on e54, and the company does not own eclipse
    expect(heritagePaths).toContain("/contacts");
    expect(heritagePaths).not.toContain("/ship54-settings");
    expect(heritagePaths).not.toContain("/testpage");
    expect(heritage.json[0]).toEqual({ name: expect.any(String), path: expect.any(String) });
  });

  it("shows an admin the admin area", async () => {
    const { json } = await callRoute(getMenus, { token: await loginAs(DEMO.admin.email, DEMO.admin.password) });
    expect(json.map((m: { path: string }) => m.path)).toEqual(
      expect.arrayContaining(["/admin/home", "/admin/users", "/admin/logs"]),
    );
  });
});
