import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { fulfilCheckoutSession } from "../fulfil-checkout-session";

/** `checkout.session.completed`: the subscriber gets the product. */
export async function checkoutSessionCompleted(db: Db, session: Stripe.Checkout.Session) {
  const { active, granted, metadata } = await fulfilCheckoutSession(db, session);
  return { active, granted, userId: metadata?.userId ?? null, productId: metadata?.productId ?? null };
}
