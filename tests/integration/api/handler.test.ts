import { eq } from "drizzle-orm";
import { NextResponse } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { logs, menus } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { authedRoute, publicRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { CsvInputError } from "@/lib/csv/errors";
import { callRoute } from "../../helpers/call-route";
import { DEMO, loginAs } from "../../helpers/login";
import { startTestEnv, type TestEnv } from "../../helpers/test-env";

let env: TestEnv;
let admin: string;
let staff: string;
beforeAll(async () => {
  env = await startTestEnv();
  admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env.close());

const echoFacts = publicRoute(async ({ facts }) => NextResponse.json(facts));
const parseBody = publicRoute(async ({ req }) =>
  NextResponse.json(
    z.object({ name: z.string().min(1, "Name is required"), size: z.number() }).parse(await readJson(req)),
  ),
);
const throwing = (err: unknown) =>
  publicRoute(async () => {
    throw err;
  });

describe("publicRoute", () => {
  it("hands the handler the request's facts: the socket's address, user agent and method", async () => {
    const { json } = await callRoute(echoFacts, {
      address: "192.0.2.10",
      headers: { "user-agent": "vitest", "x-forwarded-for": "6.6.6.6" },
      method: "PATCH",
    });
    expect(json).toEqual({ ip: "192.0.2.10", userAgent: "vitest", method: "PATCH" });
  });

  it("answers bad JSON, zod failures and domain errors as the person's message with the right status", async () => {
    expect(await callRoute(parseBody, { body: "{nope" }).then((r) => [r.status, r.json.error])).toEqual([
      400,
      "The request body is not valid JSON.",
    ]);
    const missing = await callRoute(parseBody, { body: { name: "", size: 1 } });
    expect([missing.status, missing.json.error]).toEqual([400, "Name is required"]);
    expect(missing.json.details).toEqual([{ path: "name", message: "Name is required" }]);
    // zod's own wording names the field it is about.
    expect((await callRoute(parseBody, { body: { name: "x", size: "big" } })).json.error).toBe(
      "size: Invalid input: expected number, received string",
    );
    const csv = await callRoute(throwing(new CsvInputError('Line 3: a quoted value is never closed (missing ").')));
    expect([csv.status, csv.json.error]).toEqual([400, 'Line 3: a quoted value is never closed (missing ").']);
    const limited = await callRoute(
      throwing(new ApiError({ code: "too_many_requests", message: "Slow down.", headers: { "Retry-After": "7" } })),
    );
    expect([limited.status, limited.res.headers.get("retry-after")]).toEqual([429, "7"]);
  });

  it("answers a bug as a 500 without its text, and a parse error from our own code is a bug, not bad input", async () => {
    const bug = await callRoute(throwing(new Error("secret internals")));
    expect([bug.status, bug.json.error]).toEqual([500, "Something went wrong on our side. Please try again."]);
    const syntax = await callRoute(publicRoute(async () => NextResponse.json(JSON.parse("{bad"))));
    expect(syntax.status).toBe(500);
  });
});

describe("authedRoute", () => {
  const whoAmI = authedRoute(async ({ company, req }) =>
    NextResponse.json(await company.resolve(req.nextUrl.searchParams.get("companyId"))),
  );
  const edsId = async () =>
    (await env.db.query.companies.findFirst({ where: (c, { eq: is }) => is(c.companyCode, "EDS") }))!.id;

  it("gives a customer their own company and refuses another", async () => {
    const own = await callRoute(whoAmI, { token: staff });
    expect(own.json).toEqual({ companyId: await edsId(), companyCode: "EDS" });
    const other = await callRoute(whoAmI, {
      token: staff,
      url: "http://localhost/api/t?companyId=00000000-0000-4000-8000-000000000000",
    });
    expect(other.status).toBe(403);
  });

  it("lets an admin name a company, and asks them to", async () => {
    const id = await edsId();
    expect((await callRoute(whoAmI, { token: admin, url: `http://localhost/api/t?companyId=${id}` })).json).toEqual({
      companyId: id,
      companyCode: "EDS",
    });
    expect((await callRoute(whoAmI, { token: admin })).status).toBe(400);
    expect(
      (
        await callRoute(whoAmI, {
          token: admin,
          url: "http://localhost/api/t?companyId=00000000-0000-4000-8000-000000000000",
        })
      ).status,
    ).toBe(404);
  });

  it("refuses a signed-out caller (401) and a customer on an admin route (403)", async () => {
    const adminOnly = authedRoute(async () => NextResponse.json({}), { admin: true });
    expect((await callRoute(adminOnly)).status).toBe(401);
    expect((await callRoute(adminOnly, { token: staff })).status).toBe(403);
  });

  it("with readsJson, reads the body beside the session yet answers as before: 401 first, then the body's errors", async () => {
    const echo = authedRoute(
      async ({ req }) => NextResponse.json({ once: await readJson(req), again: await readJson(req) }),
      { readsJson: true },
    );
    expect((await callRoute(echo, { token: staff, body: { name: "x" } })).json).toEqual({
      once: { name: "x" },
      again: { name: "x" },
    });
    expect((await callRoute(echo, { body: "{nope" })).status).toBe(401);
    expect((await callRoute(echo, { body: "x".repeat(2 * 1024 * 1024) })).status).toBe(401);
    expect(await callRoute(echo, { token: staff, body: "{nope" }).then((r) => [r.status, r.json.error])).toEqual([
      400,
      "The request body is not valid JSON.",
    ]);
    expect((await callRoute(echo, { token: staff, body: "x".repeat(2 * 1024 * 1024) })).status).toBe(413);
  });
});

describe("authedRoute with audit", () => {
  const addMenu = (failAfter: boolean) =>
    authedRoute(
      async ({ db, audit }) => {
        const [row] = await db
          .insert(menus)
          .values({ name: "Audited", path: "/audited", product: "e54", roles: ["admin"] })
          .returning();
        audit({ action: "menu.create", message: `Menu ${row!.name} created`, target: { menuId: row!.id } });
        if (failAfter) throw new ApiError({ code: "conflict", message: "Changed my mind." });
        return NextResponse.json({ id: row!.id }, { status: 201 });
      },
      { admin: true, audit: writeAdminLog },
    );

  it("writes the change and its admin log entry, with who and from where, together", async () => {
    const { status, json } = await callRoute(addMenu(false), {
      token: admin,
      address: "192.0.2.44",
      headers: { "user-agent": "audit-test" },
      method: "POST",
    });
    expect(status).toBe(201);
    const [entry] = await env.db.select().from(logs).where(eq(logs.message, "Menu Audited created"));
    expect(entry).toMatchObject({ type: "admin", userEmail: DEMO.admin.email });
    expect(entry!.meta).toMatchObject({
      ip: "192.0.2.44",
      userAgent: "audit-test",
      method: "POST",
      action: "menu.create",
      menuId: json.id,
    });
    await env.db.delete(menus).where(eq(menus.id, json.id));
  });

  it("writes neither when the handler fails after recording", async () => {
    const before = await env.db.select().from(logs).where(eq(logs.type, "admin"));
    const { status } = await callRoute(addMenu(true), { token: admin, method: "POST" });
    expect(status).toBe(409);
    expect(await env.db.select().from(menus).where(eq(menus.path, "/audited"))).toEqual([]);
    expect(await env.db.select().from(logs).where(eq(logs.type, "admin"))).toHaveLength(before.length);
  });
});
