import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listIntents } from "@/app/api/admin/intents/route";
import { POST as checkAgain } from "@/app/api/intents/[id]/check/route";
import { companies, intents, users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 24 point 4: the admins' list of actions in doubt, and who may ask Check Again about which action.
let env: TestEnv;
let admin: string;
let staff: string;
let heritage: string;
let edsId: string;
let staffId: string;

type Row = Partial<typeof intents.$inferInsert> & { kind: string; key: string };

/** An intent as a flow would have left it, last touched `minutesAgo` minutes ago. */
async function intentRow(row: Row, minutesAgo: number): Promise<string> {
  const [written] = await env.db
    .insert(intents)
    .values({
      companyId: edsId,
      attempts: 1,
      ...row,
      updatedAt: sql`now() - ${`${minutesAgo} minutes`}::interval`,
      createdAt: sql`now() - ${`${minutesAgo} minutes`}::interval`,
    })
    .returning({ id: intents.id });
  return written.id;
}

beforeAll(async () => {
  env = await startTestEnv();
  [admin, staff, heritage] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.heritage.email, DEMO.heritage.password),
  ]);
  edsId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  staffId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) }))!.id;
});

afterAll(() => env.close());

describe("GET /api/admin/intents", () => {
  it("is for administrators: a customer gets 403", async () => {
    const { status } = await callRoute(listIntents, { token: staff, url: "http://x/api/admin/intents" });
    expect(status).toBe(403);
  });

  it("lists only actions in flight for more than ten minutes, with what, company, who and the last error", async () => {
    const stuck = await intentRow(
      {
        kind: "label",
        key: `${edsId}:S-STUCK:1`,
        inFlight: true,
        request: { invoiceNumber: "S-STUCK", packageNumber: 1, userId: staffId, rateId: "rate_x" },
        attempts: 3,
        lastError: "Shippo error 502",
      },
      25,
    );
    const recent = await intentRow(
      { kind: "label", key: `${edsId}:S-RECENT:1`, inFlight: true, request: { userId: staffId } },
      3,
    );
    const done = await intentRow(
      { kind: "label", key: `${edsId}:S-DONE:1`, state: "done", result: {}, request: {} },
      60,
    );
    const freed = await intentRow({ kind: "label", key: `${edsId}:S-FREED:1`, inFlight: false, request: {} }, 60);

    const { status, json } = await callRoute(listIntents, { token: admin, url: "http://x/api/admin/intents" });
    expect(status).toBe(200);
    const ids = (json as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(stuck);
    for (const other of [recent, done, freed]) expect(ids).not.toContain(other);
    expect(json.find((r: { id: string }) => r.id === stuck)).toMatchObject({
      kind: "label",
      what: "Shipping label",
      companyCode: "EDS",
      who: DEMO.staff.email,
      attempts: 3,
      lastError: "Shippo error 502",
      summary: expect.stringContaining("invoiceNumber S-STUCK"),
    });
  });
});

describe("POST /api/intents/{id}/check", () => {
  it("answers another company's action as unknown (404), and nothing about it changes", async () => {
    const id = await intentRow({ kind: "label", key: `${edsId}:S-OTHER:1`, inFlight: true, request: {} }, 1);
    const { status, json } = await callRoute(checkAgain, { token: heritage, method: "POST", params: { id } });
    expect(status).toBe(404);
    expect(json.error).toBe("There is no such action to check.");
    const row = await env.db.query.intents.findFirst({ where: eq(intents.id, id) });
    expect(row).toMatchObject({ state: "pending", inFlight: true, attempts: 1 });
  });

  it("answers an id that is not a uuid as unknown (404)", async () => {
    const { status, json } = await callRoute(checkAgain, {
      token: staff,
      method: "POST",
      params: { id: "1; drop table intents" },
    });
    expect(status).toBe(404);
    expect(json.error).toBe("There is no such action to check.");
  });

  it("tells an administrator that an ERP record needs the company's own session (422), and leaves it in flight", async () => {
    const id = await intentRow(
      { kind: "erp-vendor", key: `${edsId}|erp|key|hash`, inFlight: true, request: { vendor: { nameIndex: "ACME" } } },
      30,
    );
    const { status, json } = await callRoute(checkAgain, { token: admin, method: "POST", params: { id } });
    expect(status).toBe(422);
    expect(json.error).toBe(
      "Checking this needs the company's ERP session: ask one of its users to press Check Again.",
    );
    const row = await env.db.query.intents.findFirst({ where: eq(intents.id, id) });
    expect(row).toMatchObject({ state: "pending", inFlight: true });
  });
});
