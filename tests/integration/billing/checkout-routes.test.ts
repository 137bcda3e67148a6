import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getConfig } from "@/app/api/stripe/config/route";
import { POST as createSession } from "@/app/api/stripe/create-checkout-session/route";
import { GET as getSession } from "@/app/api/stripe/session/[sessionId]/route";
import { users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { StripeStandIn } from "@/tests/helpers/stripe-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv & { stripe: StripeStandIn };
let karen: string;
let staff: string;
let admin: string;
let karenId: string;

type SeenRequest = { method: string; path: string; status: number; body: Record<string, unknown> };

beforeAll(async () => {
  env = await startTestEnv({ stripe: true });
  [karen, staff, admin] = await Promise.all([
    loginAs(DEMO.karen.email, DEMO.karen.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.admin.email, DEMO.admin.password),
  ]);
  karenId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.karen.email) }))!.id;
});
afterAll(() => env?.close());

const start = (token: string | undefined, body: unknown) => callRoute(createSession, { method: "POST", token, body });
const sessionIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0];

async function lastCreate(): Promise<SeenRequest> {
  const { requests } = await env.stripe.control<{ requests: SeenRequest[] }>("/requests?path=/v1/checkout/sessions");
  return requests.filter((r) => r.method === "POST").at(-1)!;
}

describe("GET /api/stripe/config", () => {
  it("answers the publishable key and the stand-in's Stripe.js, and only to a signed-in user", async () => {
    expect(await callRoute(getConfig, { token: karen })).toMatchObject({
      status: 200,
      json: { publishableKey: "pk_test_e54_suite", jsUrl: `${env.stripe.url}/v3/stripe.js` },
    });
    expect((await callRoute(getConfig)).status).toBe(401);
  });
});

describe("POST /api/stripe/create-checkout-session", () => {
  it("starts an embedded subscription checkout at our product's price, with whose it is in the metadata", async () => {
    const { status, json } = await start(karen, { productId: "price-watch", stripeProductId: "prod_E54PriceWatch" });
    expect(status).toBe(200);
    expect(json.clientSecret).toMatch(/^cs_test_.+_secret_/);
    const create = await lastCreate();
    expect(create.status).toBe(200);
    expect(create.body).toMatchObject({
      ui_mode: "embedded_page",
      mode: "subscription",
      line_items: [{ price: "price_E54PriceWatchMonthly", quantity: "1" }],
      return_url: expect.stringMatching(/\/subscription-success\?session_id=\{CHECKOUT_SESSION_ID\}$/),
      customer_email: DEMO.karen.email,
      metadata: { userId: karenId, productId: "price-watch", companyId: expect.any(String) },
      subscription_data: { metadata: { userId: karenId, productId: "price-watch" } },
    });
  });

  it("takes the price from our record, whatever Stripe product the link names", async () => {
    const { status } = await start(karen, { productId: "price-watch", stripeProductId: "prod_E54DataTools" });
    expect(status).toBe(200);
    expect((await lastCreate()).body).toMatchObject({ line_items: [{ price: "price_E54PriceWatchMonthly" }] });
  });

  it("refuses what cannot be bought: unknown product, one already owned, an admin, no session, bad input", async () => {
    expect(await start(karen, { productId: "nope" })).toMatchObject({
      status: 404,
      json: { error: "Product not found" },
    });
    expect(await start(staff, { productId: "ship54" })).toMatchObject({
      status: 409,
      json: { error: "You already have Ship54." },
    });
    expect((await start(admin, { productId: "price-watch" })).status).toBe(403);
    expect((await start(undefined, { productId: "price-watch" })).status).toBe(401);
    expect((await start(karen, { productId: "x".repeat(65) })).status).toBe(400);
    expect((await start(karen, {})).status).toBe(400);
  });

  it("a payment provider that does not answer is a 502 the page can show", async () => {
    await env.stripe.control("/fail-next", { count: 2, status: 500, path: "/v1/checkout/sessions" });
    expect(await start(karen, { productId: "price-watch" })).toMatchObject({
      status: 502,
      json: { error: expect.stringContaining("payment provider") },
    });
  });
});

describe("GET /api/stripe/session/{id}", () => {
  it("answers the caller's own session with its product, and grants access once paid even before the webhook", async () => {
    await env.stripe.deliverWebhooks(false);
    try {
      const { json } = await start(karen, { productId: "edi-connect" });
      const id = sessionIdOf(json.clientSecret);
      const open = await callRoute(getSession, { token: karen, params: { sessionId: id } });
      expect(open).toMatchObject({
        status: 200,
        json: { status: "open", accessGranted: false, product: { _id: "edi-connect", name: "EDI Connect" } },
      });

      await env.stripe.control(`/checkout/sessions/${id}/complete`, { email: DEMO.karen.email });
      const paid = await callRoute(getSession, { token: karen, params: { sessionId: id } });
      expect(paid).toMatchObject({ status: 200, json: { status: "complete", accessGranted: true } });
      const row = await env.db.query.users.findFirst({ where: eq(users.id, karenId) });
      expect(row!.products).toContain("edi-connect");
    } finally {
      await env.stripe.deliverWebhooks(true);
    }
  });

  it("is not found for anyone else's session, an unknown one or a malformed id", async () => {
    const { json } = await start(karen, { productId: "price-watch" });
    const id = sessionIdOf(json.clientSecret);
    expect(await callRoute(getSession, { token: staff, params: { sessionId: id } })).toMatchObject({
      status: 404,
      json: { error: "Checkout session not found" },
    });
    expect((await callRoute(getSession, { token: karen, params: { sessionId: "cs_test_unknown" } })).status).toBe(404);
    expect((await callRoute(getSession, { token: karen, params: { sessionId: "../v1/customers" } })).status).toBe(400);
    expect((await callRoute(getSession, { params: { sessionId: id } })).status).toBe(401);
  });
});
