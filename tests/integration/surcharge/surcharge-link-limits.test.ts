// CLARIFICATIONS 50: apiUser surcharge links stop at the company's eligible terms codes and its hourly cap.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as surcharge } from "@/app/api/erp/surcharge/route";
import { companies, logs, rateLimitHits, type SurchargeSettings } from "@/db/schema";
import { encryptSecret } from "@/lib/crypto/secret-box";
import { ERP_USERS, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { readOrder, surchargeLines } from "@/tests/helpers/erp-orders";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let address = 0;

beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(() => env?.close());

const NOT_FOR_CARD = "This order is not set up for card payment";

/** A company of its own for each test (its own hourly counter), surcharging through the stored API user on port 5000. */
async function apiUserCompany(code: string, limits: Pick<SurchargeSettings, "eligibleTermsCodes" | "hourlyCap">) {
  const surchargeSettings: SurchargeSettings = {
    authMethod: "apiUser",
    apiUser: { username: ERP_USERS.clerk.userName, password: encryptSecret(ERP_USERS.clerk.password) },
    productsByPort: { "5000": "100002" },
    ...limits,
  };
  await env.db.insert(companies).values({
    name: code,
    companyCode: code,
    apiBaseUrl: env.erp.baseUrl,
    apiPorts: [5000],
    surcharge: surchargeSettings,
  });
  return code;
}

async function setLimits(companyCode: string, limits: Pick<SurchargeSettings, "eligibleTermsCodes" | "hourlyCap">) {
  const company = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, companyCode) }))!;
  await env.db
    .update(companies)
    .set({ surcharge: { ...company.surcharge!, ...limits } })
    .where(eq(companies.id, company.id));
}

/** Opens a surcharge link as the page does (POST, no body), each from its own address so the per-address limit stays out of the way. */
function openLink(order: string, companyCode: string, token?: string) {
  const url = `http://localhost/api/erp/surcharge?${new URLSearchParams({ order, companyCode, port: "5000" })}`;
  return callRoute(surcharge, { method: "POST", url, token, address: `10.50.${++address % 250}.9` });
}

/** Every line of the order's first generation, as the ERP shows it. */
async function lineCount(order: string) {
  return (await readOrder(env.erp, order)).generations[0].lineItems.length;
}

/** Every request the ERP stand-in has served on Production. */
async function erpRequests() {
  return ((await (await fetch(`${env.erp.baseUrl}:5000/__control/stats`)).json()) as { requests: number }).requests;
}

async function capEntries(companyCode: string) {
  return env.db
    .select()
    .from(logs)
    .where(and(eq(logs.type, "surcharge"), eq(logs.companyCode, companyCode), eq(logs.message, "hourly cap reached")));
}

describe("apiUser links: eligible terms codes", () => {
  it("an order whose terms code is not on a non-empty list answers 400 and nothing is posted; an empty list lets it through, as before", async () => {
    const code = await apiUserCompany("TERMS1", { eligibleTermsCodes: ["NET30", "COD CHECK"] });
    const codCash = QUEUED_ORDERS.codPaid.orderId; // terms COD CASH
    const before = await lineCount(codCash);

    expect(await openLink(codCash, code)).toMatchObject({ status: 400, json: { error: NOT_FOR_CARD } });
    expect(await lineCount(codCash)).toBe(before);
    // Refusing it again changes nothing either: no intent was left to replay.
    expect(await openLink(codCash, code)).toMatchObject({ status: 400, json: { error: NOT_FOR_CARD } });
    expect(await lineCount(codCash)).toBe(before);

    const net30 = QUEUED_ORDERS.regular.orderId;
    expect(await openLink(net30, code)).toMatchObject({ status: 200, json: { replayed: false } });
    expect(await surchargeLines(env.erp, net30)).toHaveLength(1);

    await setLimits(code, { eligibleTermsCodes: [] });
    expect(await openLink(codCash, code)).toMatchObject({ status: 200, json: { replayed: false } });
    expect(await surchargeLines(env.erp, codCash)).toHaveLength(1);
  });
});

describe("apiUser links: the hourly cap", () => {
  it("past the cap answers 429 with Retry-After and writes one log entry however many follow; replays are answered and not counted", async () => {
    const code = await apiUserCompany("CAP1", { hourlyCap: 2 });
    const [first, second, third, fourth] = ["S1000013", "S1000014", "S1000015", "S1000016"];

    expect(await openLink(first, code)).toMatchObject({ status: 200, json: { replayed: false } });
    for (let i = 0; i < 3; i++)
      expect(await openLink(first, code)).toMatchObject({ status: 200, json: { replayed: true } });
    expect(await openLink(second, code)).toMatchObject({ status: 200, json: { replayed: false } });

    const refused = await openLink(third, code);
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.json.error).toMatch(/hourly limit/);
    expect((await openLink(fourth, code)).status).toBe(429);
    expect((await openLink(third, code)).status).toBe(429);

    expect(await surchargeLines(env.erp, third)).toHaveLength(0);
    expect(await surchargeLines(env.erp, fourth)).toHaveLength(0);
    const entries = await capEntries(code);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userEmail: null,
      meta: expect.objectContaining({ method: "apiUser", port: 5000, hourlyCap: 2 }),
    });

    // An applied surcharge still answers its stored result past the cap, from the ledger: the ERP is not asked.
    const requests = await erpRequests();
    expect(await openLink(first, code)).toMatchObject({ status: 200, json: { replayed: true } });
    expect(await erpRequests()).toBe(requests);
    expect(await surchargeLines(env.erp, first)).toHaveLength(1);
  });

  it("parallel links never pass the cap, and only the first refused one is logged", async () => {
    const code = await apiUserCompany("CAP2", { hourlyCap: 2 });
    const orders = ["S1000017", "S1000018", "S1000019", "S1000020", "S1000021", "S1000022"];
    const answers = await Promise.all(orders.map((order) => openLink(order, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    const lines = await Promise.all(orders.map((order) => surchargeLines(env.erp, order)));
    expect(lines.flat()).toHaveLength(2);
    expect(await capEntries(code)).toHaveLength(1);
  });

  it("the next hour's window lets surcharges through again, and logs the cap again when it is reached", async () => {
    const code = await apiUserCompany("CAP3", { hourlyCap: 1 });
    expect((await openLink("S1000023", code)).status).toBe(200);
    expect((await openLink("S1000024", code)).status).toBe(429);
    const company = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, code) }))!;
    // The hour passes.
    await env.db
      .update(rateLimitHits)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(eq(rateLimitHits.clientKey, company.id));
    expect((await openLink("S1000024", code)).status).toBe(200);
    expect((await openLink("S1000025", code)).status).toBe(429);
    expect(await capEntries(code)).toHaveLength(2);
  });
});

describe("loggedInUser links are unchanged", () => {
  it("the list and the cap that stop a company's apiUser links do not touch its signed-in users' links", async () => {
    const eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!;
    const apiUser = { username: ERP_USERS.clerk.userName, password: encryptSecret(ERP_USERS.clerk.password) };
    await env.db
      .update(companies)
      .set({
        surcharge: { ...eds.surcharge!, authMethod: "apiUser", apiUser, eligibleTermsCodes: ["NET30"], hourlyCap: 1 },
      })
      .where(eq(companies.id, eds.id));
    const cod = QUEUED_ORDERS.codWithBalance.orderId; // terms COD
    expect(await openLink(cod, "EDS")).toMatchObject({ status: 400, json: { error: NOT_FOR_CARD } });
    expect((await openLink("S1000026", "EDS")).status).toBe(200);
    expect((await openLink("S1000027", "EDS")).status).toBe(429);

    await env.db
      .update(companies)
      .set({ surcharge: { ...eds.surcharge!, eligibleTermsCodes: ["NET30"], hourlyCap: 1 } })
      .where(eq(companies.id, eds.id));
    const staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
    for (const order of [cod, "S1000027", "S1000028"]) {
      expect(await openLink(order, "EDS", staff)).toMatchObject({ status: 200, json: { replayed: false } });
      expect(await surchargeLines(env.erp, order)).toHaveLength(1);
    }
    expect(await capEntries("EDS")).toHaveLength(1);
  });
});
