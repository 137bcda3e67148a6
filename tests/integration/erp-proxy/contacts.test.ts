import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { resetEnvCache } from "@/lib/env";
import { CONTACTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let staff: string;
beforeAll(async () => {
  env = await startTestEnv({ env: { ERP_TIMEOUT_MS: "1500" } });
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterEach(() => clearErpFaults(env.erp));
afterAll(async () => {
  await env.close();
  delete process.env.ERP_TIMEOUT_MS;
  resetEnvCache();
});

const call = (body: unknown, token = staff) => callRoute(proxy, { body, token });

describe("POST /api/erp-proxy – contacts", () => {
  it("searches contacts by keyword with a total", async () => {
    const { status, json } = await call({
      method: "GET",
      url: "/Contacts",
      params: { keyword: CONTACTS.unique.lastName, includeTotalItems: true },
    });
    expect(status).toBe(200);
    expect(json.results).toHaveLength(1);
    expect(json.results[0]).toMatchObject({
      id: CONTACTS.unique.id,
      firstName: CONTACTS.unique.firstName,
      lastName: CONTACTS.unique.lastName,
    });
    expect((json.metadata as { totalItems: number }).totalItems).toBe(1);
  });

  it("reads one contact with its updateKey", async () => {
    const { status, json } = await call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}` });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: CONTACTS.unique.id, companyName: CONTACTS.unique.companyName });
    expect(typeof json.updateKey).toBe("string");
  });

  it("saves an edit with the updateKey and refuses a stale key with 409, keeping the other save", async () => {
    const { json: first } = await call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}` });
    const saved = await call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.unique.id}`,
      data: { ...first, middleName: "Q" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.middleName).toBe("Q");
    expect(saved.json.updateKey).not.toBe(first.updateKey);

    const stale = await call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.unique.id}`,
      data: { ...first, middleName: "Z" },
    });
    expect(stale.status).toBe(409);
    expect(String(stale.json.error)).toMatch(/changed by another user/i);
    const { json: now } = await call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}` });
    expect(now.middleName).toBe("Q");
  });

  it("refuses an update without an updateKey before it reaches the ERP", async () => {
    const { status, json } = await call({
      method: "PUT",
      url: `/Contacts/${CONTACTS.unique.id}`,
      data: { firstName: "X" },
    });
    expect(status).toBe(400);
    expect(String(json.error)).toContain("updateKey");
  });

  it("answers 403 for calls outside the allowlist and for paths that try to escape", async () => {
    for (const url of [
      "/Sessions",
      "/Contacts/1/../../Sessions",
      "//evil.example/Contacts",
      "http://evil/Contacts",
      "/Contacts@evil",
    ]) {
      const { status } = await call({ method: "GET", url });
      expect(status, url).toBe(403);
    }
    const del = await call({ method: "DELETE", url: `/Contacts/${CONTACTS.unique.id}` });
    expect(del.status).toBe(403);
  });

  it("checks params, including a query string embedded in the url", async () => {
    const unknown = await call({ method: "GET", url: "/Contacts", params: { keyword: "a", sort: "x" } });
    expect(unknown.status).toBe(400);
    expect(String(unknown.json.error)).toContain("sort");
    const embedded = await call({
      method: "GET",
      url: `/Contacts?keyword=${CONTACTS.unique.lastName}&includeTotalItems=true`,
    });
    expect(embedded.status).toBe(200);
    expect(embedded.json.results).toHaveLength(1);
    const badEmbedded = await call({ method: "GET", url: "/Contacts?pageSize=lots" });
    expect(badEmbedded.status).toBe(400);
  });

  it("answers 400 for a malformed proxy body", async () => {
    const { status } = await call({ method: "PATCH", url: "/Contacts" });
    expect(status).toBe(400);
  });

  it("answers 401 without a sign-in, and 403 with a clear message for an admin (no ERP user)", async () => {
    const anonymous = await callRoute(proxy, { body: { method: "GET", url: "/Contacts" } });
    expect(anonymous.status).toBe(401);
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    const { status, json } = await call({ method: "GET", url: "/Contacts", params: { keyword: "ab" } }, admin);
    expect(status).toBe(403);
    expect(json.error).toBe("ERP tools need an ERP user");
  });

  it("answers 401 when the ERP session has expired, so the browser returns to login", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    await erpFaults(env.erp, { expireSessions: true });
    const { status } = await call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}` }, token);
    expect(status).toBe(401);
    await clearErpFaults(env.erp);
    staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  });

  it("answers 502 when the ERP fails and 504 when it does not answer in time, never echoing its address", async () => {
    await erpFaults(env.erp, { failNext: { count: 1, status: 500 } });
    const down = await call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}` });
    expect(down.status).toBe(502);
    expect(JSON.stringify(down.json)).not.toContain(env.erp.host);

    await erpFaults(env.erp, { hangNext: { count: 1 } });
    const slow = await call({ method: "GET", url: `/Contacts/${CONTACTS.unique.id}` });
    expect(slow.status).toBe(504);
  });

  it("passes an ERP 404 through with the ERP's message", async () => {
    const { status, json } = await call({ method: "GET", url: "/Contacts/999999999" });
    expect(status).toBe(404);
    expect(typeof json.error).toBe("string");
  });
});
