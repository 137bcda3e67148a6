import type Stripe from "stripe";
import type { SubscriptionMetadata } from "./schemas";
import { getStripe } from "./stripe-client";
import { callStripe } from "./stripe-errors";

/** The subscription statuses that give access to the product. */
export const LIVE_STATUSES: Stripe.Subscription.Status[] = ["active", "trialing"];

const customerIdOf = (s: Stripe.Subscription) => (typeof s.customer === "string" ? s.customer : s.customer.id);

/**
 * The Stripe customers that may hold this user's subscriptions: Checkout makes a new customer for each paid
 * session it gets an email for, so the customers with the ended subscription's customer's email count too.
 */
async function customersOf(stripe: Stripe, subscription: Stripe.Subscription): Promise<Set<string>> {
  const id = customerIdOf(subscription);
  const customer = await callStripe("retrieve customer", () => stripe.customers.retrieve(id));
  const ids = new Set([id]);
  if (customer.deleted || !customer.email) return ids;
  const email = customer.email;
  await callStripe("list customers", async () => {
    for await (const c of stripe.customers.list({ email, limit: 100 })) ids.add(c.id);
  });
  return ids;
}

/** A live subscription of this customer's, other than the ended one, that gives the owner the same product. */
async function liveOneOf(
  stripe: Stripe,
  customer: string,
  ended: string,
  owner: SubscriptionMetadata,
): Promise<string | null> {
  for await (const s of stripe.subscriptions.list({ customer, limit: 100 })) {
    const same = s.metadata?.userId === owner.userId && s.metadata?.productId === owner.productId;
    if (s.id !== ended && same && LIVE_STATUSES.includes(s.status)) return s.id;
  }
  return null;
}

/**
 * Another subscription, still live at Stripe, that gives this user this product: two checkouts paid in two tabs, or
 * a new subscription before the old one's cancellation arrived. While one is left, the product stays.
 */
export async function otherLiveSubscription(
  subscription: Stripe.Subscription,
  owner: SubscriptionMetadata,
): Promise<string | null> {
  const stripe = getStripe();
  for (const customer of await customersOf(stripe, subscription)) {
    const live = await callStripe("list subscriptions", () => liveOneOf(stripe, customer, subscription.id, owner));
    if (live) return live;
  }
  return null;
}
