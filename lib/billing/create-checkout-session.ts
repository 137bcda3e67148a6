import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { users, type Product } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { logger } from "@/lib/logger";
import { getSignupProductOrThrow } from "./get-signup-product";
import type { CheckoutBody, SubscriptionMetadata } from "./schemas";
import { getStripe } from "./stripe-client";
import { callStripe } from "./stripe-errors";

/** The recurring price our product record points at (its Stripe product's default price). */
async function subscriptionPrice(
  stripe: Stripe,
  product: Product & { stripeProductId: string },
): Promise<Stripe.Price> {
  const unavailable = new ApiError({
    code: "unprocessable",
    message: `${product.name} cannot be subscribed to right now. Please tell support.`,
  });
  const remote = await callStripe(
    "retrieve product",
    () => stripe.products.retrieve(product.stripeProductId, { expand: ["default_price"] }),
    unavailable,
  );
  const price = remote.default_price;
  if (!remote.active || !price || typeof price === "string" || !price.active || !price.recurring) {
    logger.warn(
      { productId: product.id, stripeProductId: product.stripeProductId },
      "Stripe product has no active recurring default price",
    );
    throw unavailable;
  }
  return price;
}

/**
 * An Embedded Checkout session for one of our products (CLARIFICATIONS 32): the price comes from our product
 * record, never from the request; the metadata says whose subscription it is, for the webhooks.
 */
export async function createCheckoutSession(db: Db, params: { claims: Claims; body: CheckoutBody; appUrl: string }) {
  const { claims, body, appUrl } = params;
  if (claims.userType !== "customer" || !claims.companyId) {
    throw new ApiError({ code: "forbidden", message: "Product subscriptions are for users of a company." });
  }
  const product = await getSignupProductOrThrow(db, body.productId);
  const { stripeProductId } = product;
  if (!stripeProductId)
    throw new ApiError({ code: "unprocessable", message: `${product.name} cannot be subscribed to online.` });
  if (body.stripeProductId && body.stripeProductId !== stripeProductId) {
    logger.warn(
      { productId: product.id, sent: body.stripeProductId },
      "signup link named another Stripe product; using ours",
    );
  }
  const user = await db.query.users.findFirst({ where: eq(users.id, claims.userId), columns: { products: true } });
  if (!user) throw new ApiError({ code: "unauthorized", message: "Please log in." });
  if (user.products.includes(product.id))
    throw new ApiError({ code: "conflict", message: `You already have ${product.name}.` });

  const stripe = getStripe();
  const price = await subscriptionPrice(stripe, { ...product, stripeProductId });
  const metadata: SubscriptionMetadata = {
    userId: claims.userId,
    companyId: claims.companyId._id,
    productId: product.id,
  };
  const session = await callStripe("create checkout session", () =>
    stripe.checkout.sessions.create({
      ui_mode: "embedded_page",
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      return_url: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      customer_email: claims.email,
      client_reference_id: claims.userId,
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.client_secret)
    throw new ApiError({
      code: "bad_gateway",
      message: "The payment provider did not start a checkout. Please try again.",
    });
  return { clientSecret: session.client_secret, sessionId: session.id };
}
