import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { logger } from "@/lib/logger";
import { LIVE_STATUSES } from "./live-subscription";
import { grantProduct } from "./product-access";
import { subscriptionMetadataSchema, type SubscriptionMetadata } from "./schemas";
import { getStripe } from "./stripe-client";
import { callStripe } from "./stripe-errors";

export type Fulfilment = { active: boolean; granted: boolean; metadata: SubscriptionMetadata | null };

/**
 * Grants the product of a completed checkout session whose subscription is live (CLARIFICATIONS 33). Shared by the
 * webhook and the return page, so access does not wait for a late webhook; the subscription's own status is read,
 * so a replay after a cancellation grants nothing. Granting twice is a no-op.
 */
export async function fulfilCheckoutSession(db: Db, session: Stripe.Checkout.Session): Promise<Fulfilment> {
  const parsed = subscriptionMetadataSchema.safeParse(session.metadata ?? {});
  if (!parsed.success) {
    logger.warn({ sessionId: session.id }, "checkout session without our metadata; nothing to grant");
    return { active: false, granted: false, metadata: null };
  }
  const metadata = parsed.data;
  if (session.mode !== "subscription" || session.status !== "complete" || !session.subscription)
    return { active: false, granted: false, metadata };
  const subscription =
    typeof session.subscription === "string"
      ? await callStripe("retrieve subscription", () =>
          getStripe().subscriptions.retrieve(session.subscription as string),
        )
      : session.subscription;
  if (!LIVE_STATUSES.includes(subscription.status)) return { active: false, granted: false, metadata };
  const granted = await grantProduct(db, metadata);
  if (granted)
    logger.info({ userId: metadata.userId, productId: metadata.productId, sessionId: session.id }, "product granted");
  return { active: true, granted, metadata };
}
