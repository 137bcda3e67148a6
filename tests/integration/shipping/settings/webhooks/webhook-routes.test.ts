import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createWebhook } from "@/app/api/admin/companies/[companyId]/webhook/create/route";
import { DELETE as deleteWebhook } from "@/app/api/admin/companies/[companyId]/webhook/route";
import { GET as webhookStatus } from "@/app/api/admin/companies/[companyId]/webhook/status/route";
import { POST as createAll } from "@/app/api/admin/companies/webhooks/create-all/route";
import { companies, shippoWebhookSecrets } from "@/db/schema";
import { webhookErrorText } from "@/lib/shipping/settings/webhooks/webhook-error-text";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";

let env: TestEnv & { shippo: ShippoStandIn };
let tokens: Record<"admin" | "staff" | "heritage", string>;
let eds: string;
let heritageCo: string;
const MESSAGE = "You need Ship54 admin permissions to manage webhooks";

beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { NEXTAUTH_URL: "http://portal.test" } });
  tokens = {
    admin: await loginAs(DEMO.admin.email, DEMO.admin.password),
    staff: await loginAs(DEMO.staff.email, DEMO.staff.password),
    heritage: await loginAs(DEMO.heritage.email, DEMO.heritage.password),
  };
  eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  heritageCo = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!.id;
});
afterAll(() => env?.close());

type CompanyRoute = (req: NextRequest, ctx: { params: Promise<{ companyId: string }> }) => Promise<Response>;
const call = (route: CompanyRoute, who: keyof typeof tokens, companyId: string, method = "POST") =>
  callRoute<{ companyId: string }>(route, { token: tokens[who], params: { companyId }, method });

describe("the company webhook routes (spec 3 section 6, CLARIFICATIONS 29)", () => {
  it("refuse users of another company and non-admins of Ship54, with the spec's message", async () => {
    for (const [route, who, company, method] of [
      [webhookStatus, "staff", heritageCo, "GET"],
      [createWebhook, "heritage", heritageCo, "POST"],
      [deleteWebhook, "heritage", heritageCo, "DELETE"],
      [createWebhook, "staff", heritageCo, "POST"],
    ] as const) {
      const res = await call(route, who, company, method);
      expect(res.status).toBe(403);
      expect(res.json.error).toBe(MESSAGE);
    }
    expect((await call(webhookStatus, "heritage", heritageCo, "GET")).json).toEqual({
      webhook: null,
      hasValidToken: false,
    });
    expect((await callRoute(createAll, { token: tokens.staff, method: "POST" })).status).toBe(403);
  });

  it("create is idempotent: one webhook at Shippo, Active; delete makes it None and its URL dead", async () => {
    const first = await call(createWebhook, "staff", eds);
    expect(first.status).toBe(200);
    expect(first.json.webhook).toMatchObject({ isActive: true, lastError: null });
    expect((await call(createWebhook, "admin", eds)).status).toBe(200);
    const creates = (
      await env.shippo.control<{ requests: { method: string; path: string; status: number }[] }>(
        "/requests?path=/webhooks&limit=100",
      )
    ).requests.filter((r) => r.method === "POST");
    expect(creates).toHaveLength(1);
    expect((await call(webhookStatus, "heritage", eds, "GET")).status).toBe(403);
    expect((await call(webhookStatus, "staff", eds, "GET")).json.webhook).toMatchObject({ isActive: true });

    expect((await call(deleteWebhook, "staff", eds, "DELETE")).status).toBe(200);
    expect((await call(webhookStatus, "staff", eds, "GET")).json.webhook).toBeNull();
    expect(
      await env.db.query.shippoWebhookSecrets.findFirst({ where: eq(shippoWebhookSecrets.companyId, eds) }),
    ).toBeUndefined();
  });

  it("keeps Shippo's failure as the webhook's error, shown by the spec's mapping", async () => {
    await env.shippo.control("/fail-next", { status: 500, method: "POST", path: "/webhooks" });
    const res = await call(createWebhook, "staff", eds);
    expect(res.status).toBe(502);
    const { webhook } = (await call(webhookStatus, "staff", eds, "GET")).json;
    expect(webhook).toMatchObject({ isActive: false, lastError: "Shippo error 500" });
    expect(webhookErrorText(webhook.lastError)).toBe("Shippo error 500");
  });

  it("create-all covers every company with a valid token and no active webhook", async () => {
    const res = await callRoute(createAll, { token: tokens.admin, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([expect.objectContaining({ companyId: eds, success: true })]);
    expect((await callRoute(createAll, { token: tokens.admin, method: "POST" })).json.results).toEqual([]);
  });
});
