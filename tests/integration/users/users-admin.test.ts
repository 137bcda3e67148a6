import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as deleteUser, PUT as putUser } from "@/app/api/admin/users/[userId]/route";
import { GET as getUsers, POST as postUser } from "@/app/api/admin/users/route";
import { companies, logs, users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let admin: string;
let staff: string;
let edsId: string;
beforeAll(async () => {
  env = await startTestEnv();
  [admin, staff] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
  ]);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
});
afterAll(() => env.close());

const row = (email: string) => env.db.query.users.findFirst({ where: eq(users.email, email) });
const tryLogin = (email: string, password: string) =>
  callRoute(login, { body: { email, password }, address: "10.99.0.1" });

const customer = () => ({
  email: "New.Buyer@Example.com",
  firstName: "Nia",
  lastName: "Buyer",
  userType: "customer",
  erpUserName: "NBUYER",
  companyId: edsId,
  roles: { e54: ["contact"], eclipse: [] },
  products: ["ship54"],
});

describe("GET /api/admin/users", () => {
  it("lists users without password hashes", async () => {
    const { status, json } = await callRoute(getUsers, { token: admin });
    expect(status).toBe(200);
    const adminRow = json.find((u: { email: string }) => u.email === DEMO.admin.email);
    expect(adminRow).toMatchObject({ userType: "admin", hasPassword: true, companyId: null });
    expect(JSON.stringify(json)).not.toContain("scrypt$");
    expect(json.find((u: { email: string }) => u.email === DEMO.staff.email)).toMatchObject({
      hasPassword: false,
      erpUserName: "jsmith",
    });
  });

  it("is for admins only", async () => {
    expect((await callRoute(getUsers, { token: staff })).status).toBe(403);
    expect((await callRoute(getUsers)).status).toBe(401);
  });
});

describe("POST /api/admin/users", () => {
  it("creates a customer (email lower-cased, empty role lists dropped, no password kept) and logs it", async () => {
    const { status, json } = await callRoute(postUser, {
      token: admin,
      body: { ...customer(), password: "ignored-for-customers" },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      email: "new.buyer@example.com",
      userType: "customer",
      companyId: edsId,
      roles: { e54: ["contact"] },
      products: ["ship54"],
      hasPassword: false,
    });
    expect((await row("new.buyer@example.com"))?.passwordHash).toBeNull();
    const entry = await env.db.query.logs.findFirst({
      where: eq(logs.message, "User new.buyer@example.com (customer) created"),
    });
    expect(entry).toMatchObject({
      type: "admin",
      userEmail: DEMO.admin.email,
      companyCode: "EDS",
      meta: expect.objectContaining({ action: "user.create", method: "POST" }),
    });
  });

  it("creates an admin with a slow hash of the password, who can then sign in", async () => {
    const body = {
      email: "second.admin@example.com",
      userType: "admin",
      password: "s3cret-pass",
      companyId: edsId,
      erpUserName: "X",
      roles: {},
    };
    const { status, json } = await callRoute(postUser, { token: admin, body });
    expect(status).toBe(201);
    expect(json).toMatchObject({ companyId: null, erpUserName: null, hasPassword: true });
    expect((await row("second.admin@example.com"))?.passwordHash).toMatch(/^scrypt\$/);
    expect((await tryLogin("second.admin@example.com", "s3cret-pass")).status).toBe(200);
  });

  it("refuses bad input: 400 for missing fields, 422 for unknown products or company, 409 for a taken email", async () => {
    const noPassword = await callRoute(postUser, { token: admin, body: { email: "a@example.com", userType: "admin" } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.error).toContain("Password is required for an administrator");
    const shortPassword = await callRoute(postUser, {
      token: admin,
      body: { email: "a@example.com", userType: "admin", password: "short" },
    });
    expect(shortPassword.status).toBe(400);
    const noErpUser = await callRoute(postUser, {
      token: admin,
      body: { ...customer(), email: "b@example.com", erpUserName: "" },
    });
    expect(noErpUser.status).toBe(400);
    expect(noErpUser.json.details).toContainEqual({
      path: "erpUserName",
      message: "ERP username is required for staff",
    });
    const noCompany = await callRoute(postUser, {
      token: admin,
      body: { ...customer(), email: "b@example.com", companyId: null },
    });
    expect(noCompany.status).toBe(400);
    const badEmail = await callRoute(postUser, { token: admin, body: { ...customer(), email: "not-an-email" } });
    expect(badEmail.status).toBe(400);
    const badProducts = await callRoute(postUser, {
      token: admin,
      body: { ...customer(), email: "c@example.com", products: ["ship54", "nope", "gone"] },
    });
    expect(badProducts.status).toBe(422);
    expect(badProducts.json.error).toBe("Invalid product(s): nope, gone");
    const badCompany = await callRoute(postUser, {
      token: admin,
      body: { ...customer(), email: "c@example.com", companyId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(badCompany.status).toBe(422);
    expect(
      (
        await callRoute(postUser, {
          token: admin,
          body: { ...customer(), companyId: "not-a-uuid", email: "d@example.com" },
        })
      ).status,
    ).toBe(422);
    const taken = await callRoute(postUser, { token: admin, body: { ...customer(), email: "STAFF@example.com" } });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe("A user with email staff@example.com already exists.");
    expect(await row("c@example.com")).toBeUndefined();
  });

  it("is for admins only", async () => {
    expect((await callRoute(postUser, { token: staff, body: { ...customer(), email: "e@example.com" } })).status).toBe(
      403,
    );
  });
});

describe("PUT /api/admin/users/{id}", () => {
  it("keeps the stored password when none is typed, and hashes a typed one again", async () => {
    const id = (await row("second.admin@example.com"))!.id;
    const before = (await row("second.admin@example.com"))!.passwordHash;
    const keep = await callRoute(putUser, {
      token: admin,
      method: "PUT",
      params: { userId: id },
      body: { email: "second.admin@example.com", userType: "admin", firstName: "Sam", password: "" },
    });
    expect(keep.status).toBe(200);
    expect(keep.json.firstName).toBe("Sam");
    expect((await row("second.admin@example.com"))!.passwordHash).toBe(before);
    const change = await callRoute(putUser, {
      token: admin,
      method: "PUT",
      params: { userId: id },
      body: { email: "second.admin@example.com", userType: "admin", password: "another-pass" },
    });
    expect(change.status).toBe(200);
    expect((await tryLogin("second.admin@example.com", "another-pass")).status).toBe(200);
    expect((await tryLogin("second.admin@example.com", "s3cret-pass")).status).toBe(401);
  });

  it("turns an admin into a customer (hash removed) and needs a password to turn them back", async () => {
    const id = (await row("second.admin@example.com"))!.id;
    const toCustomer = await callRoute(putUser, {
      token: admin,
      method: "PUT",
      params: { userId: id },
      body: { ...customer(), email: "second.admin@example.com" },
    });
    expect(toCustomer.status).toBe(200);
    expect((await row("second.admin@example.com"))!.passwordHash).toBeNull();
    const back = await callRoute(putUser, {
      token: admin,
      method: "PUT",
      params: { userId: id },
      body: { email: "second.admin@example.com", userType: "admin" },
    });
    expect(back.status).toBe(422);
    expect(back.json.error).toBe("Password is required for an administrator");
  });

  it("refuses a taken email, an unknown user, a change of one's own type, and customers", async () => {
    const id = (await row("new.buyer@example.com"))!.id;
    const adminId = (await row(DEMO.admin.email))!.id;
    expect(
      (
        await callRoute(putUser, {
          token: admin,
          method: "PUT",
          params: { userId: id },
          body: { ...customer(), email: DEMO.staff.email },
        })
      ).status,
    ).toBe(409);
    expect(
      (await callRoute(putUser, { token: admin, method: "PUT", params: { userId: "nope" }, body: customer() })).status,
    ).toBe(404);
    const self = await callRoute(putUser, {
      token: admin,
      method: "PUT",
      params: { userId: adminId },
      body: { ...customer(), email: DEMO.admin.email },
    });
    expect(self.status).toBe(409);
    expect(
      (await callRoute(putUser, { token: staff, method: "PUT", params: { userId: id }, body: customer() })).status,
    ).toBe(403);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("deletes a user, but never oneself, and only for admins", async () => {
    const id = (await row("new.buyer@example.com"))!.id;
    const adminId = (await row(DEMO.admin.email))!.id;
    expect((await callRoute(deleteUser, { token: staff, method: "DELETE", params: { userId: id } })).status).toBe(403);
    const self = await callRoute(deleteUser, { token: admin, method: "DELETE", params: { userId: adminId } });
    expect(self.status).toBe(409);
    expect(self.json.error).toBe("You cannot delete your own account.");
    expect((await callRoute(deleteUser, { token: admin, method: "DELETE", params: { userId: id } })).status).toBe(200);
    expect(await row("new.buyer@example.com")).toBeUndefined();
    expect((await callRoute(deleteUser, { token: admin, method: "DELETE", params: { userId: id } })).status).toBe(404);
    const entry = await env.db.query.logs.findFirst({ where: eq(logs.message, "User new.buyer@example.com deleted") });
    expect(entry?.meta).toMatchObject({ action: "user.delete", method: "DELETE", targetUserId: id });
  });
});
