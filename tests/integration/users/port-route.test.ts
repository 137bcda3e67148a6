import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putPort } from "@/app/api/admin/users/[userId]/port/route";
import { users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let staff: string;
let staffId: string;
let heritageId: string;
beforeAll(async () => {
  env = await startTestEnv();
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  staffId = String(decodeJwt(staff).userId);
  heritageId = String(decodeJwt(await loginAs(DEMO.heritage.email, DEMO.heritage.password)).userId);
});
afterAll(() => env.close());

const put = (userId: string, body: unknown, token = staff) =>
  callRoute(putPort, { method: "PUT", body, token, params: { userId } });

describe("PUT /api/admin/users/{userId}/port", () => {
  it("saves the user's own port when it is one of the company's", async () => {
    const { status, json } = await put(staffId, { port: 5001 });
    expect(status).toBe(200);
    expect(json).toEqual({ userId: staffId, lastPort: 5001 });
    const row = await env.db.query.users.findFirst({ where: eq(users.id, staffId) });
    expect(row?.lastPort).toBe(5001);
  });

  it("refuses a port the company does not have with 422", async () => {
    const { status, json } = await put(staffId, { port: 5009 });
    expect(status).toBe(422);
    expect(String(json.error)).toContain("5009");
  });

  it("refuses to change another user's port", async () => {
    const { status } = await put(heritageId, { port: 5000 });
    expect(status).toBe(403);
  });

  it("lets an admin change anyone's port, within their company's ports", async () => {
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    expect((await put(heritageId, { port: 5000 }, admin)).status).toBe(200);
    expect((await put(heritageId, { port: 5001 }, admin)).status).toBe(422);
  });

  it("answers 400 for a port that is not a number, 404 for an unknown user and 401 without a sign-in", async () => {
    expect((await put(staffId, { port: "abc" })).status).toBe(400);
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    expect((await put("00000000-0000-4000-8000-000000000000", { port: 5000 }, admin)).status).toBe(404);
    expect(
      (await callRoute(putPort, { method: "PUT", body: { port: 5000 }, params: { userId: staffId } })).status,
    ).toBe(401);
  });
});
