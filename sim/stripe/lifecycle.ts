// What happens when a customer pays, when a session expires and when a subscription is cancelled,
// with the events Stripe would send for each.
import { newId, nowSec } from "./ids";
import { invalid, missing, StripeError } from "./http";
import { makeCustomer, makeSubscription } from "./objects";
import type { StripeState } from "./state";
import type { StripeEvent, Subscription } from "./types";

/** A dashboard or customer action has no API request behind it. */
export const NO_REQUEST: StripeEvent["request"] = { id: null, idempotency_key: null };

export interface PayInput {
  email?: string;
  name?: string;
  card?: string;
}

const DECLINED = new Set(["4000000000000002", "4000000000009995"]);

/**
 * Completes an open session as if the customer paid: customer, subscription, session update, events.
 * @throws a card_error for Stripe's decline test cards, leaving the session open.
 */
export function completeSession(state: StripeState, sessionId: string, input: PayInput): { events: StripeEvent[] } {
  const rec = state.session(sessionId);
  if (!rec) throw missing("checkout.session", sessionId);
  const s = rec.session;
  if (s.status !== "open")
    throw invalid(
      `This Checkout Session is no longer active (status: ${s.status}).`,
      undefined,
      "checkout_session_not_open",
    );
  const card = (input.card ?? "4242424242424242").replace(/\D/g, "");
  if (DECLINED.has(card)) {
    throw new StripeError(402, {
      type: "card_error",
      code: "card_declined",
      decline_code: card.endsWith("9995") ? "insufficient_funds" : "generic_decline",
      message: "Your card was declined.",
    });
  }
  const email =
    (input.email ?? "").trim() ||
    s.customer_email ||
    (s.customer ? state.customers.get(s.customer)?.email : null) ||
    "customer@example.com";
  const name = (input.name ?? "").trim() || null;
  const events: StripeEvent[] = [];

  let customerId = s.customer;
  if (!customerId) {
    const c = makeCustomer({ email, name });
    state.customers.set(c.id, c);
    customerId = c.id;
    events.push(state.bus.record("customer.created", c, NO_REQUEST));
  }
  const paymentMethod = newId("pm");
  let subscription: Subscription | null = null;
  if (s.mode === "subscription") {
    const items = rec.lineItems
      .filter((li) => li.price.recurring)
      .map((li) => ({ price: li.price, quantity: li.quantity }));
    subscription = makeSubscription({ customer: customerId, items, metadata: rec.subscriptionMetadata, paymentMethod });
    state.subscriptions.set(subscription.id, subscription);
    events.push(state.bus.record("customer.subscription.created", subscription, NO_REQUEST));
  }
  Object.assign(s, {
    status: "complete",
    payment_status: "paid",
    customer: customerId,
    subscription: subscription?.id ?? null,
    customer_details: {
      address: null,
      business_name: null,
      email,
      individual_name: null,
      name,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
  });
  events.push(state.bus.record("checkout.session.completed", s, NO_REQUEST));
  return { events };
}

export function expireSession(state: StripeState, sessionId: string, request: StripeEvent["request"]): StripeEvent {
  const rec = state.session(sessionId);
  if (!rec) throw missing("checkout.session", sessionId);
  if (rec.session.status !== "open") {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${rec.session.status}".`,
    );
  }
  rec.session.status = "expired";
  rec.session.client_secret = null;
  return state.bus.record("checkout.session.expired", rec.session, request);
}

export function cancelSubscription(
  state: StripeState,
  id: string,
  request: StripeEvent["request"],
  details: { comment?: string | null; feedback?: string | null } = {},
): { subscription: Subscription; event: StripeEvent } {
  const sub = state.subscriptions.get(id);
  if (!sub) throw missing("subscription", id);
  if (sub.status === "canceled") {
    throw invalid(
      `A canceled subscription can only update its cancellation_details and metadata.`,
      undefined,
      "resource_missing",
    );
  }
  const now = nowSec();
  Object.assign(sub, {
    status: "canceled",
    canceled_at: now,
    ended_at: now,
    cancellation_details: {
      comment: details.comment ?? null,
      feedback: details.feedback ?? null,
      reason: "cancellation_requested",
    },
  });
  return { subscription: sub, event: state.bus.record("customer.subscription.deleted", sub, request) };
}
