// POST /api/webhooks/stripe – Stripe's signed events: grant a product on checkout, take it away on cancellation
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/errors/api-error";
import { publicRoute } from "@/lib/api/handler";
import { readBodyBytes } from "@/lib/api/read-body";
import { MAX_EVENT_BYTES, readStripeEvent } from "@/lib/billing/read-stripe-event";
import { handleStripeEvent } from "@/lib/billing/webhooks/handle-stripe-event";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

// Called by Stripe's servers, authenticated by the signature on the raw body: exempt from the cross-site refusal.
export const POST = publicRoute(
  async ({ req, db }) => {
    const secret = getEnv().STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      // Not a silent 200: Stripe keeps retrying until the secret is configured.
      logger.error("STRIPE_WEBHOOK_SECRET is not set; Stripe events cannot be verified");
      throw new ApiError({ code: "service_unavailable", message: "Stripe webhooks are not set up on this server." });
    }
    const raw = (await readBodyBytes(req, MAX_EVENT_BYTES)).toString("utf8");
    const event = readStripeEvent(raw, req.headers.get("stripe-signature"), secret);
    const outcome = await handleStripeEvent(db, event);
    return NextResponse.json({
      received: true,
      eventId: event.id,
      handled: outcome.handled,
      replayed: outcome.replayed,
    });
  },
  { crossSite: "accept" },
);
