import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createSession } from "@/app/api/stripe/create-checkout-session/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { intents, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { TEST_STRIPE_WEBHOOK_SECRET, type StripeStandIn } from "@/tests/helpers/stripe-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv & { stripe: StripeStandIn };
let karen: string;
let karenId: string;

type Delivery = { event: string; type: string; status: number | null; signature: string };

beforeAll(async () => {
  env = await startTestEnv({ stripe: true });
  karen = await loginAs(DEMO.karen.email, DEMO.karen.password);
  karenId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.karen.email) }))!.id;
});
afterAll(() => env?.close());

const products = async () => (await env.db.query.users.findFirst({ where: eq(users.id, karenId) }))!.products;

/** Karen opens the checkout of a product (as the signup page does). */
async function openCheckout(productId: string) {
  const { json } = await callRoute(createSession, { method: "POST", token: karen, body: { productId } });
  return (json.clientSecret as string).split("_secret_")[0];
}

/** Karen's checkout for a product, paid at the stand-in (as the checkout page's Pay does). */
async function subscribe(productId: string, opened?: string) {
  const sessionId = opened ?? (await openCheckout(productId));
  const paid = await env.stripe.control<{ session: Stripe.Checkout.Session; events: { id: string; type: string }[] }>(
    `/checkout/sessions/${sessionId}/complete`,
    { email: DEMO.karen.email },
  );
  return {
    sessionId,
    subscriptionId: paid.session.subscription as string,
    completedEvent: paid.events.find((e) => e.type === "checkout.session.completed")!.id,
  };
}

async function resend(eventId: string, signature: string) {
  return (await env.stripe.control<{ delivery: Delivery }>(`/events/${eventId}/resend`, { signature })).delivery;
}

describe("POST /api/webhooks/stripe", () => {
  it("checkout.session.completed grants the product, recorded once by event id", async () => {
    const { completedEvent } = await subscribe("price-watch");
    expect(await products()).toContain("price-watch");
    const ledger = await env.db
      .select()
      .from(intents)
      .where(and(eq(intents.kind, "stripe-event"), eq(intents.key, completedEvent)));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      state: "done",
      result: { granted: true, userId: karenId, productId: "price-watch" },
    });
  });

  it("a replayed delivery of an applied event changes nothing, even when the product was taken away since", async () => {
    const { completedEvent } = await subscribe("ship54");
    // An administrator removes the product by hand; Stripe then redelivers the old event.
    await env.db
      .update(users)
      .set({ products: (await products()).filter((p) => p !== "ship54") })
      .where(eq(users.id, karenId));
    const replay = await resend(completedEvent, "valid");
    expect(replay.status).toBe(200);
    expect(await products()).not.toContain("ship54");
  });

  it("a subscription cancelled at the stand-in takes the product away, and a replayed completion does not bring it back", async () => {
    const { subscriptionId, completedEvent } = await subscribe("edi-connect");
    expect(await products()).toContain("edi-connect");

    await env.stripe.control(`/subscriptions/${subscriptionId}/cancel`, { comment: "no longer needed" });
    expect(await products()).not.toContain("edi-connect");

    const replay = await resend(completedEvent, "valid");
    expect(replay.status).toBe(200);
    expect(await products()).not.toContain("edi-connect");
  });

  it("with two live subscriptions to one product (two checkouts paid), cancelling one keeps the product, cancelling both takes it", async () => {
    // Two tabs: both checkouts opened before either was paid, so each makes its own Stripe customer and subscription.
    const [first, second] = [await openCheckout("edi-connect"), await openCheckout("edi-connect")];
    const a = await subscribe("edi-connect", first);
    const b = await subscribe("edi-connect", second);
    expect(a.subscriptionId).not.toBe(b.subscriptionId);
    expect(await products()).toContain("edi-connect");

    await env.stripe.control(`/subscriptions/${a.subscriptionId}/cancel`, {});
    expect(await products()).toContain("edi-connect");

    await env.stripe.control(`/subscriptions/${b.subscriptionId}/cancel`, {});
    expect(await products()).not.toContain("edi-connect");
  });

  it("refuses a stale, an altered, a wrongly signed and an unsigned delivery of a real event, and acts on none", async () => {
    await env.stripe.deliverWebhooks(false);
    let event: string;
    try {
      ({ completedEvent: event } = await subscribe("ship54"));
    } finally {
      await env.stripe.deliverWebhooks(true);
    }
    expect(await products()).not.toContain("ship54");
    for (const signature of ["stale", "bad", "wrong_secret", "missing"]) {
      expect((await resend(event, signature)).status, signature).toBe(400);
    }
    expect(await products()).not.toContain("ship54");
    expect(await env.db.select().from(intents).where(eq(intents.key, event))).toHaveLength(0);

    expect((await resend(event, "valid")).status).toBe(200);
    expect(await products()).toContain("ship54");
  });

  it("refuses a forged event: our own JSON signed with a secret that is not ours, or re-serialised", async () => {
    const forged = JSON.stringify({
      id: "evt_forged_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_forged",
          object: "checkout.session",
          mode: "subscription",
          status: "complete",
          subscription: "sub_x",
          metadata: { userId: karenId, companyId: "x", productId: "data-tools" },
        },
      },
    });
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: "whsec_someone_else" });
    const post = (body: string, signature: string) =>
      callRoute(webhook, { method: "POST", body, headers: { "stripe-signature": signature } });
    expect(await post(forged, wrong)).toMatchObject({
      status: 400,
      json: { error: expect.stringContaining("Invalid Stripe signature") },
    });

    const signed = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: TEST_STRIPE_WEBHOOK_SECRET });
    expect((await post(JSON.stringify(JSON.parse(forged), null, 2), signed)).status).toBe(400);
    expect((await post(forged, "")).status).toBe(400);
    expect(await env.db.select().from(intents).where(eq(intents.key, "evt_forged_1"))).toHaveLength(0);
  });

  it("acknowledges the events it does not use", async () => {
    const { deliveries } = await env.stripe.control<{ deliveries: Delivery[] }>("/deliveries?type=customer.created");
    const sent = deliveries.filter((d) => d.status !== null);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((d) => d.status)).toEqual(sent.map(() => 200));
  });

  it("without a webhook secret configured it answers 503, so Stripe retries later", async () => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvCache();
    try {
      const { status } = await callRoute(webhook, {
        method: "POST",
        body: "{}",
        headers: { "stripe-signature": "t=1,v1=x" },
      });
      expect(status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
      resetEnvCache();
    }
  });
});
