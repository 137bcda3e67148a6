import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createSession } from "@/app/api/stripe/create-checkout-session/route";
import { intents, users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { StripeStandIn } from "@/tests/helpers/stripe-stand-in";
import { startTestEnv, whileDown, type TestEnv } from "@/tests/helpers/test-env";

// Issue 17, faults: Stripe unreachable while a subscription starts, and failing while a paid checkout's webhook
// reads the subscription. The user is told plainly, nothing is granted or recorded as applied, and both work once
// Stripe is back: the signup on the next try, the grant on Stripe's redelivery of the same event.
const PROVIDER_DOWN = "The payment provider is not answering right now. Please try again in a moment.";

let env: TestEnv & { stripe: StripeStandIn };
let karen: string;
let karenId: string;
beforeAll(async () => {
  env = await startTestEnv({ stripe: true });
  karen = await loginAs(DEMO.karen.email, DEMO.karen.password);
  karenId = (await env.db.query.users.findFirst({ where: eq(users.email, DEMO.karen.email) }))!.id;
});
afterAll(() => env?.close());

const start = (productId: string) => callRoute(createSession, { method: "POST", token: karen, body: { productId } });
const products = async () => (await env.db.query.users.findFirst({ where: eq(users.id, karenId) }))!.products;
const sessionsAtStripe = async () => (await env.stripe.control<{ counts: { sessions: number } }>("")).counts.sessions;
const eventLedger = (eventId: string) =>
  env.db
    .select()
    .from(intents)
    .where(and(eq(intents.kind, "stripe-event"), eq(intents.key, eventId)));
const resend = async (eventId: string) =>
  (await env.stripe.control<{ delivery: { status: number | null } }>(`/events/${eventId}/resend`, {})).delivery;

describe("Stripe goes away and comes back", () => {
  it("a signup while Stripe is unreachable answers 502 with a message and starts nothing; the next try starts one checkout", async () => {
    const sessions = await sessionsAtStripe();
    await whileDown(env.stripe, async () => {
      expect(await start("edi-connect")).toEqual(
        expect.objectContaining({ status: 502, json: { error: PROVIDER_DOWN } }),
      );
    });
    expect(await sessionsAtStripe()).toBe(sessions);
    expect(await products()).not.toContain("edi-connect");

    const back = await start("edi-connect");
    expect(back.status).toBe(200);
    expect(back.json.clientSecret).toMatch(/^cs_test_/);
    expect(await sessionsAtStripe()).toBe(sessions + 1);
  });

  it("a paid checkout whose webhook cannot read the subscription is refused (Stripe retries), not applied, and granted once on redelivery", async () => {
    // Paid with the webhook off, so the delivery under test is the one sent while Stripe's API fails.
    await env.stripe.deliverWebhooks(false);
    let completed: string;
    try {
      const { json } = await start("price-watch");
      const sessionId = (json.clientSecret as string).split("_secret_")[0];
      const paid = await env.stripe.control<{
        session: Stripe.Checkout.Session;
        events: { id: string; type: string }[];
      }>(`/checkout/sessions/${sessionId}/complete`, { email: DEMO.karen.email });
      completed = paid.events.find((e) => e.type === "checkout.session.completed")!.id;
    } finally {
      await env.stripe.deliverWebhooks(true);
    }

    // Both of the SDK's tries at GET /v1/subscriptions/{id} answer 500.
    await env.stripe.control("/fail-next", { count: 2, status: 500, path: "/v1/subscriptions" });
    expect((await resend(completed)).status).toBe(502);
    expect(await products()).not.toContain("price-watch");
    expect(await eventLedger(completed)).toEqual([expect.objectContaining({ state: "pending", result: null })]);

    expect((await resend(completed)).status).toBe(200);
    expect((await products()).filter((p) => p === "price-watch")).toHaveLength(1);
    expect(await eventLedger(completed)).toEqual([
      expect.objectContaining({ state: "done", result: expect.objectContaining({ granted: true }) }),
    ]);

    // A later redelivery answers the stored outcome and grants nothing more.
    expect((await resend(completed)).status).toBe(200);
    expect((await products()).filter((p) => p === "price-watch")).toHaveLength(1);
  });
});
