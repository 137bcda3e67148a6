import Stripe from "stripe";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";

/** Stripe's events are a few kilobytes; the route reads at most this much of a delivery. */
export const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * The event of a webhook delivery, checked against the raw body (never re-serialised JSON) and Stripe's default
 * five-minute tolerance, so a forged, altered or replayed-later delivery is refused with 400.
 */
export function readStripeEvent(raw: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw new ApiError({ code: "bad_request", message: "Missing Stripe-Signature header" });
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    logger.warn({ message }, "Stripe webhook refused");
    throw new ApiError({ code: "bad_request", message: `Invalid Stripe signature: ${message.split(".")[0]}` });
  }
}
