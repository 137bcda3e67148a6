// Embedded Checkout sessions for subscriptions, created and retrieved the way the portal will.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeSim, type StripeSim } from "@/sim/stripe/server";
import { control, payAsBrowser, signupParams, stripeFor } from "./helpers";

let sim: StripeSim;
let stripe: Stripe;

beforeAll(async () => {
  sim = await startStripeSim({ port: 0 });
  stripe = stripeFor(sim);
});
afterAll(() => sim.close());

const invalidOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  return e as Stripe.errors.StripeInvalidRequestError;
};

describe("creating a session", () => {
  it("returns an open embedded session with a client secret and the template return_url", async () => {
    const s = await stripe.checkout.sessions.create(signupParams());
    expect(s.id).toMatch(/^cs_test_a1[A-Za-z0-9]+$/);
    expect(s.object).toBe("checkout.session");
    expect(s.client_secret).toMatch(new RegExp(`^${s.id}_secret_[A-Za-z0-9]+$`));
    expect(s).toMatchObject({
      status: "open",
      payment_status: "unpaid",
      mode: "subscription",
      ui_mode: "embedded_page",
      url: null,
      livemode: false,
    });
    expect(s.return_url).toBe("http://127.0.0.1:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}");
    expect(s.redirect_on_completion).toBe("always");
    expect(s.metadata).toEqual({ userId: "user-7", companyId: "company-2", productId: "ship54" });
    expect(s.amount_total).toBe(4900);
    expect(s.customer).toBeNull();
    expect(s.subscription).toBeNull();
    expect(s.expires_at).toBeGreaterThan(s.created);
    const lines = await stripe.checkout.sessions.listLineItems(s.id);
    expect(lines.data.map((l) => [l.price?.id, l.quantity, l.description])).toEqual([
      ["price_E54Ship54Monthly", 1, "Ship54"],
    ]);
  });

  it("applies the pinned API version's UI modes: `embedded` is refused on 2026-10-28, accepted on an older pin", async () => {
    const err = await invalidOf(
      stripe.checkout.sessions.create(
        signupParams({ ui_mode: "embedded" as Stripe.Checkout.SessionCreateParams.UiMode }),
      ),
    );
    expect(err.param).toBe("ui_mode");
    expect(err.message).toMatch(/embedded_page/);
    const legacy = stripeFor(sim, { apiVersion: "2025-09-30.clover" as Stripe.StripeConfig["apiVersion"] });
    const old = await legacy.checkout.sessions.create(
      signupParams({ ui_mode: "embedded" as Stripe.Checkout.SessionCreateParams.UiMode }),
    );
    expect(old.ui_mode).toBe("embedded");
  });

  it("refuses what Stripe refuses for embedded subscriptions", async () => {
    expect(
      (await invalidOf(stripe.checkout.sessions.create(signupParams({ success_url: "http://127.0.0.1:3000/ok" }))))
        .param,
    ).toBe("success_url");
    expect((await invalidOf(stripe.checkout.sessions.create(signupParams({ return_url: undefined })))).param).toBe(
      "return_url",
    );
    expect(
      (
        await invalidOf(
          stripe.checkout.sessions.create(signupParams({ line_items: [{ price: "price_missing", quantity: 1 }] })),
        )
      ).param,
    ).toBe("line_items[0][price]");
    expect(
      (
        await invalidOf(
          stripe.checkout.sessions.create(signupParams({ line_items: [{ price: "price_E54Ship54Monthly" }] })),
        )
      ).param,
    ).toBe("line_items[0][quantity]");
    const oneTime = await stripe.prices.create({ product: "prod_E54Ship54", currency: "usd", unit_amount: 500 });
    expect(
      (
        await invalidOf(
          stripe.checkout.sessions.create(signupParams({ line_items: [{ price: oneTime.id, quantity: 1 }] })),
        )
      ).message,
    ).toMatch(/recurring price/);
    const unknown = await invalidOf(
      stripe.checkout.sessions.create({ ...signupParams(), colour: "blue" } as Stripe.Checkout.SessionCreateParams),
    );
    expect(unknown.message).toBe("Received unknown parameter: colour");
    const noMode = await invalidOf(stripe.checkout.sessions.create({ ...signupParams(), mode: undefined }));
    expect(noMode.code).toBe("parameter_missing");
  });

  it("allows redirect_on_completion never without a return_url", async () => {
    const s = await stripe.checkout.sessions.create(
      signupParams({ return_url: undefined, redirect_on_completion: "never" }),
    );
    expect(s.redirect_on_completion).toBe("never");
    expect(s.return_url).toBeUndefined();
  });

  it("replays an idempotent create and refuses the same key with other parameters", async () => {
    const key = `signup-${Date.now()}`;
    const a = await stripe.checkout.sessions.create(signupParams(), { idempotencyKey: key });
    const b = await stripe.checkout.sessions.create(signupParams(), { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    const err = await stripe.checkout.sessions
      .create(signupParams({ client_reference_id: "other" }), { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe("retrieving a session on the return page", () => {
  it("shows status, customer, subscription and metadata once paid", async () => {
    const s = await stripe.checkout.sessions.create(signupParams());
    const before = await stripe.checkout.sessions.retrieve(s.id);
    expect(before.status).toBe("open");
    const paid = await payAsBrowser(sim, s.client_secret!);
    expect(paid.status).toBe(200);
    expect(paid.body.return_url).toBe(`http://127.0.0.1:3000/subscription-success?session_id=${s.id}`);

    const after = await stripe.checkout.sessions.retrieve(s.id, { expand: ["subscription", "customer"] });
    expect(after).toMatchObject({ status: "complete", payment_status: "paid", client_reference_id: "user-7" });
    expect(after.metadata).toEqual({ userId: "user-7", companyId: "company-2", productId: "ship54" });
    expect(after.customer_details?.email).toBe("staff@example.com");
    const customer = after.customer as Stripe.Customer;
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.email).toBe("staff@example.com");
    const sub = after.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
    });
    expect(sub.metadata).toEqual({ userId: "user-7", companyId: "company-2", productId: "ship54" });
    expect(sub.items.data[0].price.id).toBe("price_E54Ship54Monthly");
    expect(sub.items.data[0].current_period_end).toBeGreaterThan(sub.items.data[0].current_period_start);

    const plain = await stripe.checkout.sessions.retrieve(s.id);
    expect(plain.subscription).toBe(sub.id);
    const listed = await stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((x) => x.id)).toEqual([sub.id]);
  });

  it("keeps a declined card's session open and pays on a good card", async () => {
    const s = await stripe.checkout.sessions.create(signupParams());
    const declined = await payAsBrowser(sim, s.client_secret!, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe("open");
    expect((await payAsBrowser(sim, s.client_secret!)).status).toBe(200);
  });

  it("expires an open session through the API and refuses to pay it", async () => {
    const s = await stripe.checkout.sessions.create(signupParams());
    const expired = await stripe.checkout.sessions.expire(s.id);
    expect(expired.status).toBe("expired");
    expect(expired.client_secret).toBeNull();
    expect((await payAsBrowser(sim, s.client_secret!)).status).toBe(404);
    const again = await invalidOf(stripe.checkout.sessions.expire(s.id));
    expect(again.message).toMatch(/status in \["open"\]/);
  });

  it("answers a wrong session id as Stripe does", async () => {
    const err = await invalidOf(stripe.checkout.sessions.retrieve("cs_test_missing"));
    expect(err).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_missing'",
    });
  });

  it("can complete a session over the control API, without a browser", async () => {
    const s = await stripe.checkout.sessions.create(signupParams());
    const done = await control<{ session: { status: string }; events: Array<{ type: string }> }>(
      sim,
      `/checkout/sessions/${s.id}/complete`,
      { email: "e2e@example.com" },
    );
    expect(done.session.status).toBe("complete");
    expect(done.events.map((e) => e.type)).toEqual([
      "customer.created",
      "customer.subscription.created",
      "checkout.session.completed",
    ]);
  });
});
