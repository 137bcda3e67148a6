import { z } from "zod";

/** POST /api/stripe/create-checkout-session (spec 3). The price is never taken from here: only the product id counts. */
export const checkoutBodySchema = z.object({
  productId: z.string().trim().min(1, "productId is required").max(64),
  /** Sent by the signup link; ignored in favour of our own product record (CLARIFICATIONS 32). */
  stripeProductId: z.string().max(255).nullish(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutSessionIdSchema = z
  .string()
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/, "Not a checkout session id");

/** What we put on every checkout session and its subscription, so the webhooks know whose product it is. */
export const subscriptionMetadataSchema = z.object({
  userId: z.string().min(1),
  companyId: z.string().min(1),
  productId: z.string().min(1),
});
export type SubscriptionMetadata = z.infer<typeof subscriptionMetadataSchema>;
