import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteMenu, PUT as putMenu } from "@/app/api/admin/menus/[id]/route";
import { GET as getMenus, POST as postMenu } from "@/app/api/admin/menus/route";
import { GET as getVisibleMenus } from "@/app/api/menus/route";
import { logs } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let admin: string;
let staff: string;
let heritage: string;
beforeAll(async () => {
  env = await startTestEnv();
  [admin, staff, heritage] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.heritage.email, DEMO.heritage.password),
  ]);
});
afterAll(() => env.close());

const paths = async (token: string) =>
  (await callRoute(getVisibleMenus, { token })).json.map((m: { path: string }) => m.path);

describe("GET/POST /api/admin/menus", () => {
  it("lists every menu for an admin", async () => {
    const { status, json } = await callRoute(getMenus, { token: admin });
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(16);
    expect(json[0]).toEqual({
      _id: expect.any(String),
      name: "Contact Search",
      path: "/contacts",
      product: "e54",
      roles: ["admin", "contact"],
    });
  });

  it("adds a menu that then shows to the users whose roles match", async () => {
    const { status, json } = await callRoute(postMenu, {
      token: admin,
      body: { name: "Yard Map", path: "/yard-map", product: "e54", roles: ["admin"] },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ name: "Yard Map", path: "/yard-map", product: "e54", roles: ["admin"] });
    const all = (await callRoute(getMenus, { token: admin })).json;
    expect(all.at(-1).path).toBe("/yard-map");
    expect(await paths(staff)).toContain("/yard-map"); // e54: admin
    expect(await paths(heritage)).not.toContain("/yard-map"); // e54: contact, product
    const entry = await env.db.query.logs.findFirst({
      where: eq(logs.message, "Menu Yard Map (/yard-map, e54) created"),
    });
    expect(entry).toMatchObject({ type: "admin", userEmail: DEMO.admin.email });
  });

  it("answers 409 for a path that exists in the same product, and accepts it in the other", async () => {
    const dup = await callRoute(postMenu, {
      token: admin,
      body: { name: "Contacts again", path: "/contacts", product: "e54", roles: [] },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe("A menu for /contacts already exists in e54.");
    const other = await callRoute(postMenu, {
      token: admin,
      body: { name: "Contacts (eclipse)", path: "/contacts", product: "eclipse", roles: ["contact"] },
    });
    expect(other.status).toBe(201);
  });

  it("answers 400 for a path that leaves the portal: another site's address, //host, /\\host or javascript:", async () => {
    for (const path of [
      "//evil.example/login",
      "/\\evil.example",
      "https://evil.example/",
      "http://evil.example",
      "javascript:alert(1)",
    ]) {
      const { status, json } = await callRoute(postMenu, {
        token: admin,
        body: { name: "Away", path, product: "e54", roles: ["admin"] },
      });
      expect([path, status, json.error]).toEqual([
        path,
        400,
        "The path must be a page of this portal, starting with a single / (no web address).",
      ]);
    }
    const all = (await callRoute(getMenus, { token: admin })).json.map((m: { name: string }) => m.name);
    expect(all).not.toContain("Away");
  });

  it("answers 400 Required for a missing name, path or product, and for an unknown product or role", async () => {
    const { status, json } = await callRoute(postMenu, { token: admin, body: { name: "", path: "", product: "" } });
    expect(status).toBe(400);
    expect(json.details).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Required" },
        { path: "path", message: "Required" },
        { path: "product", message: "Required" },
      ]),
    );
    expect(
      (await callRoute(postMenu, { token: admin, body: { name: "A", path: "/a", product: "ship54" } })).status,
    ).toBe(400);
    expect(
      (await callRoute(postMenu, { token: admin, body: { name: "A", path: "/a", product: "e54", roles: ["boss"] } }))
        .status,
    ).toBe(400);
    expect((await callRoute(postMenu, { token: admin, body: "{oops" })).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await callRoute(getMenus, { token: staff })).status).toBe(403);
    expect((await callRoute(postMenu, { token: staff, body: { name: "A", path: "/a", product: "e54" } })).status).toBe(
      403,
    );
    expect((await callRoute(getMenus)).status).toBe(401);
  });
});

describe("PUT/DELETE /api/admin/menus/{id}", () => {
  const find = async (path: string, product = "e54") =>
    (await callRoute(getMenus, { token: admin })).json.find(
      (m: { path: string; product: string }) => m.path === path && m.product === product,
    );

  it("edits a menu, refusing a clash with another", async () => {
    const menu = await find("/yard-map");
    const ok = await callRoute(putMenu, {
      token: admin,
      method: "PUT",
      params: { id: menu._id },
      body: { name: "Yard Map", path: "/yard-map", product: "e54", roles: ["admin", "product"] },
    });
    expect(ok.status).toBe(200);
    expect(await paths(heritage)).toContain("/yard-map");
    const clash = await callRoute(putMenu, {
      token: admin,
      method: "PUT",
      params: { id: menu._id },
      body: { name: "X", path: "/contacts", product: "e54", roles: [] },
    });
    expect(clash.status).toBe(409);
    expect(
      (
        await callRoute(putMenu, {
          token: admin,
          method: "PUT",
          params: { id: "not-a-uuid" },
          body: { name: "X", path: "/x", product: "e54" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(putMenu, {
          token: staff,
          method: "PUT",
          params: { id: menu._id },
          body: { name: "X", path: "/x", product: "e54" },
        })
      ).status,
    ).toBe(403);
  });

  it("deletes a menu", async () => {
    const menu = await find("/yard-map");
    expect((await callRoute(deleteMenu, { token: staff, method: "DELETE", params: { id: menu._id } })).status).toBe(
      403,
    );
    expect((await callRoute(deleteMenu, { token: admin, method: "DELETE", params: { id: menu._id } })).status).toBe(
      200,
    );
    expect(await paths(staff)).not.toContain("/yard-map");
    expect((await callRoute(deleteMenu, { token: admin, method: "DELETE", params: { id: menu._id } })).status).toBe(
      404,
    );
  });
});
