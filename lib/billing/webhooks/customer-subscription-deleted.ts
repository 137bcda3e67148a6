import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { logger } from "@/lib/logger";
import { revokeProduct } from "../product-access";
import { subscriptionMetadataSchema } from "../schemas";

/** `customer.subscription.deleted`: the subscription ended, so the product goes (CLARIFICATIONS 33). */
export async function customerSubscriptionDeleted(db: Db, subscription: Stripe.Subscription) {
  const metadata = subscriptionMetadataSchema.safeParse(subscription.metadata ?? {});
  if (!metadata.success) {
    logger.warn({ subscriptionId: subscription.id }, "cancelled subscription without our metadata; nothing to take away");
    return { revoked: false, userId: null, productId: null };
  }
  const revoked = await revokeProduct(db, metadata.data);
  if (revoked) logger.info({ ...metadata.data, subscriptionId: subscription.id }, "product taken away");
  return { revoked, userId: metadata.data.userId, productId: metadata.data.productId };
}
