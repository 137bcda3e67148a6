import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, sessions, users } from "@/db/schema";
import { seedDemo } from "@/db/seed";
import { createSession } from "@/lib/auth/create-session";
import { resolveSession } from "@/lib/auth/resolve-session";
import { createTestDb } from "@/tests/helpers/test-db";

// The caller on the session row is the database's to keep (migration 0007): whatever writes the user or company
// row, by the app or by hand, the next read of the session sees the change.
let handle: Awaited<ReturnType<typeof createTestDb>>;
let staffId: string;
let sid: string;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db);
  staffId = (await handle.db.query.users.findFirst({ where: eq(users.email, "staff@example.com") }))!.id;
  sid = (await createSession(handle.db, { userId: staffId })).id;
});
afterAll(() => handle.close());

const claims = async () => (await resolveSession(handle.db, sid))?.claims;

describe("a session's caller, kept by the database", () => {
  it("is the user and company as they are at sign-in", async () => {
    expect(await claims()).toMatchObject({
      userId: staffId,
      email: "staff@example.com",
      userType: "customer",
      companyCode: "EDS",
    });
  });

  it("follows a change to the user's roles, products, ERP user name and port, made by any statement", async () => {
    await handle.db.execute(
      sql`update users set roles = '{"shipping": ["admin"]}', products = '["ship54"]', erp_user_name = 'newname', last_port = 5001 where id = ${staffId}`,
    );
    expect(await claims()).toMatchObject({
      roles: { shipping: ["admin"] },
      products: ["ship54"],
      erpUserName: "NEWNAME",
      lastPort: 5001,
    });
  });

  it("follows a change to the company's code, address and ports, and a move to another company", async () => {
    const eds = (await handle.db.query.users.findFirst({ where: eq(users.id, staffId) }))!.companyId!;
    await handle.db
      .update(companies)
      .set({ companyCode: "EDS2", apiBaseUrl: "http://127.0.0.9", apiPorts: [5000, 5002] })
      .where(eq(companies.id, eds));
    expect(await claims()).toMatchObject({
      companyCode: "EDS2",
      apiBaseUrl: "http://127.0.0.9",
      companyId: { _id: eds, apiPorts: [5000, 5002] },
    });
    const heritage = (await handle.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!;
    await handle.db.update(users).set({ companyId: heritage.id }).where(eq(users.id, staffId));
    expect(await claims()).toMatchObject({ companyCode: "heritage", companyId: { _id: heritage.id } });
  });

  it("cannot be written by anyone: a forged caller is replaced by the real one", async () => {
    await handle.db
      .update(sessions)
      .set({ caller: { user: { id: staffId, userType: "admin" }, company: null } })
      .where(eq(sessions.id, sid));
    expect((await claims())?.userType).toBe("customer");
  });

  it("is gone with its user", async () => {
    await handle.db.delete(users).where(eq(users.id, staffId));
    expect(await resolveSession(handle.db, sid)).toBeNull();
  });
});
