import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { logger } from "@/lib/logger";
import { otherLiveSubscription } from "../live-subscription";
import { revokeProduct } from "../product-access";
import { subscriptionMetadataSchema } from "../schemas";

/**
 * `customer.subscription.deleted`: the subscription ended, so the product goes (CLARIFICATIONS 33), unless another
 * live subscription at Stripe still pays for it. When Stripe cannot be asked, the delivery fails and Stripe retries.
 */
export async function customerSubscriptionDeleted(db: Db, subscription: Stripe.Subscription) {
  const metadata = subscriptionMetadataSchema.safeParse(subscription.metadata ?? {});
  if (!metadata.success) {
    logger.warn(
      { subscriptionId: subscription.id },
      "cancelled subscription without our metadata; nothing to take away",
    );
    return { revoked: false, userId: null, productId: null };
  }
  const keptBy = await otherLiveSubscription(subscription, metadata.data);
  if (keptBy) {
    logger.info(
      { ...metadata.data, subscriptionId: subscription.id, keptBy },
      "subscription ended; another one keeps the product",
    );
    return { revoked: false, keptBy, userId: metadata.data.userId, productId: metadata.data.productId };
  }
  const revoked = await revokeProduct(db, metadata.data);
  if (revoked) logger.info({ ...metadata.data, subscriptionId: subscription.id }, "product taken away");
  return { revoked, userId: metadata.data.userId, productId: metadata.data.productId };
}
