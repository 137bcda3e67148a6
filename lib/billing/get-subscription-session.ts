import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import { fulfilCheckoutSession } from "./fulfil-checkout-session";
import { getSignupProductOrThrow } from "./get-signup-product";
import { getStripe } from "./stripe-client";
import { callStripe } from "./stripe-errors";

/**
 * The caller's own checkout session and its product (GET /api/stripe/session/{id}, CLARIFICATIONS 33). Someone
 * else's session is "not found", so ids cannot be probed. A completed, live subscription is granted here too
 * (idempotently), so the return page is right even when the webhook is late.
 */
export async function getSubscriptionSession(db: Db, params: { claims: Claims; sessionId: string }) {
  const notFound = new ApiError({ code: "not_found", message: "Checkout session not found" });
  const session = await callStripe(
    "retrieve checkout session",
    () => getStripe().checkout.sessions.retrieve(params.sessionId, { expand: ["subscription"] }),
    notFound,
  );
  if (session.metadata?.userId !== params.claims.userId || !session.metadata?.productId) throw notFound;
  const product = await getSignupProductOrThrow(db, session.metadata.productId);
  const { active } = await fulfilCheckoutSession(db, session);
  return {
    sessionId: session.id,
    status: session.status,
    paymentStatus: session.payment_status,
    accessGranted: active,
    product: { _id: product.id, name: product.name, description: product.description },
  };
}
export type SubscriptionSession = Awaited<ReturnType<typeof getSubscriptionSession>>;
