// Signed webhooks: delivered to a local receiver and verified with the SDK's constructEvent.
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeSim, type StripeSim } from "@/sim/stripe/server";
import { WEBHOOK_SECRET, control, payAsBrowser, receiver, signupParams, stripeFor } from "./helpers";

let sim: StripeSim;
let stripe: Stripe;
let hooks: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  hooks = await receiver();
  sim = await startStripeSim({ port: 0, webhookUrl: hooks.url, webhookSecret: WEBHOOK_SECRET });
  stripe = stripeFor(sim);
});
afterAll(async () => {
  await sim.close();
  await hooks.close();
});
beforeEach(() => {
  hooks.got.length = 0;
});

const verify = (i: number) =>
  stripe.webhooks.constructEvent(hooks.got[i].raw, String(hooks.got[i].headers["stripe-signature"]), WEBHOOK_SECRET);

function rejectionOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

async function paidSession() {
  const s = await stripe.checkout.sessions.create(signupParams());
  await payAsBrowser(sim, s.client_secret!);
  await hooks.waitFor(3);
  return s;
}

describe("checkout.session.completed", () => {
  it("arrives signed as Stripe signs, with the session the portal needs", async () => {
    const s = await paidSession();
    const events = hooks.got.map((_, i) => verify(i));
    expect(events.map((e) => e.type)).toEqual([
      "customer.created",
      "customer.subscription.created",
      "checkout.session.completed",
    ]);
    expect(hooks.got[2].headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(hooks.got[2].headers["user-agent"]).toMatch(/^Stripe\/1\.0/);

    const completed = events[2] as Stripe.CheckoutSessionCompletedEvent;
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.api_version).toBe("2026-10-28.endive");
    expect(completed.livemode).toBe(false);
    expect(completed.request).toEqual({ id: null, idempotency_key: null });
    const session = completed.data.object;
    expect(session).toMatchObject({
      id: s.id,
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      client_reference_id: "user-7",
    });
    expect(session.metadata).toEqual({ userId: "user-7", companyId: "company-2", productId: "ship54" });
    expect(session.customer).toMatch(/^cus_/);
    expect(session.subscription).toMatch(/^sub_/);
    expect(session.customer_details?.email).toBe("staff@example.com");

    const fetched = await stripe.events.retrieve(completed.id);
    expect(fetched.type).toBe("checkout.session.completed");
    const listed = await stripe.events.list({ type: "checkout.session.completed" });
    expect(listed.data[0].id).toBe(completed.id);
  });

  it("can arrive after the browser is already back on the return page", async () => {
    await control(sim, "/config", { webhook_delay_ms: 300 });
    try {
      const s = await stripe.checkout.sessions.create(signupParams());
      const paid = await payAsBrowser(sim, s.client_secret!);
      expect(paid.status).toBe(200);
      expect(hooks.got).toHaveLength(0);
      expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe("complete");
      await hooks.waitFor(3);
      expect(verify(2).type).toBe("checkout.session.completed");
    } finally {
      await control(sim, "/config", { webhook_delay_ms: 0 });
    }
  });
});

describe("customer.subscription.deleted", () => {
  it("is sent when the portal cancels through the API, carrying the request id", async () => {
    await paidSession();
    const subId = (verify(2).data.object as Stripe.Checkout.Session).subscription as string;
    hooks.got.length = 0;
    const canceled = await stripe.subscriptions.cancel(subId);
    expect(canceled.status).toBe("canceled");
    const [hook] = await hooks.waitFor(1);
    expect(hook).toBeDefined();
    const event = verify(0) as Stripe.CustomerSubscriptionDeletedEvent;
    expect(event.type).toBe("customer.subscription.deleted");
    expect(event.data.object).toMatchObject({
      id: subId,
      status: "canceled",
      cancellation_details: { reason: "cancellation_requested" },
    });
    expect(event.data.object.metadata.productId).toBe("ship54");
    expect(event.data.object.canceled_at).toBeGreaterThan(0);
    expect(event.request?.id).toMatch(/^req_/);
    expect((await stripe.subscriptions.list({ customer: event.data.object.customer as string })).data).toEqual([]);
  });

  it("is sent when cancelled from the dashboard (control), with no request", async () => {
    await paidSession();
    const subId = (verify(2).data.object as Stripe.Checkout.Session).subscription as string;
    hooks.got.length = 0;
    await control(sim, `/subscriptions/${subId}/cancel`, { feedback: "too_expensive" });
    await hooks.waitFor(1);
    const event = verify(0) as Stripe.CustomerSubscriptionDeletedEvent;
    expect(event.request).toEqual({ id: null, idempotency_key: null });
    expect(event.data.object.cancellation_details?.feedback).toBe("too_expensive");
    const again = await stripe.subscriptions.cancel(subId).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe("replays and bad signatures", () => {
  it("resends an event unchanged (same id) with a fresh valid signature", async () => {
    await paidSession();
    const original = verify(2);
    const res = await control<{ delivery: { status: number } }>(sim, `/events/${original.id}/resend`, {});
    expect(res.delivery.status).toBe(200);
    await hooks.waitFor(4);
    const replay = verify(3);
    expect(replay.id).toBe(original.id);
    expect(hooks.got[3].raw).toBe(hooks.got[2].raw);
  });

  it("sends a bad, stale, wrong-secret or missing signature that constructEvent rejects", async () => {
    await paidSession();
    const id = verify(2).id;
    const cases = [
      ["bad", /No signatures found matching the expected signature/],
      ["stale", /Timestamp outside the tolerance zone/],
      ["wrong_secret", /No signatures found matching the expected signature/],
    ] as const;
    for (const [signature, message] of cases) {
      await control(sim, `/events/${id}/resend`, { signature });
      const last = hooks.got.at(-1)!;
      const err = rejectionOf(() =>
        stripe.webhooks.constructEvent(last.raw, String(last.headers["stripe-signature"]), WEBHOOK_SECRET),
      );
      expect(err).toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
      expect((err as Error).message).toMatch(message);
    }
    await control(sim, "/events/last/resend", { signature: "missing", type: "checkout.session.completed" });
    expect(hooks.got.at(-1)!.headers["stripe-signature"]).toBeUndefined();
    const log = await control<{ deliveries: Array<{ signature: string; status: number }> }>(
      sim,
      "/deliveries?type=checkout.session.completed",
    );
    expect(log.deliveries.slice(-4).map((d) => d.signature)).toEqual(["bad", "stale", "wrong_secret", "missing"]);
  });

  it("switches the endpoint at run time with setWebhook", async () => {
    const other = await receiver();
    try {
      sim.setWebhook(other.url, "whsec_other");
      const s = await stripe.checkout.sessions.create(signupParams());
      await payAsBrowser(sim, s.client_secret!);
      await other.waitFor(3);
      expect(hooks.got).toHaveLength(0);
      const last = other.got[2];
      expect(
        stripe.webhooks.constructEvent(last.raw, String(last.headers["stripe-signature"]), "whsec_other").type,
      ).toBe("checkout.session.completed");
    } finally {
      sim.setWebhook(hooks.url, WEBHOOK_SECRET);
      await other.close();
    }
  });
});
