import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { runOnce } from "@/lib/intents/run-once";
import { logger } from "@/lib/logger";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { customerSubscriptionDeleted } from "./customer-subscription-deleted";

/** The effect of one event type; answers what it did, which the ledger keeps. */
function handlerFor(db: Db, event: Stripe.Event): (() => Promise<Record<string, unknown>>) | null {
  switch (event.type) {
    case "checkout.session.completed":
      return () => checkoutSessionCompleted(db, event.data.object);
    case "customer.subscription.deleted":
      return () => customerSubscriptionDeleted(db, event.data.object);
    default:
      return null;
  }
}

/**
 * Applies a verified event at most once, by its id (the ledger's kind "stripe-event"): Stripe redelivers, and a
 * replayed delivery answers the stored outcome without acting. Events we do not use are logged and acknowledged.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event) {
  const handle = handlerFor(db, event);
  if (!handle) {
    logger.info({ eventId: event.id, type: event.type }, "Stripe event not used; acknowledged");
    return { handled: false, replayed: false };
  }
  const { result, replayed } = await runOnce(
    db,
    { kind: "stripe-event", subject: "record", key: event.id, request: { type: event.type } },
    { act: handle },
  );
  return { handled: true, replayed, result };
}
