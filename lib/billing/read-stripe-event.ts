import type { NextRequest } from "next/server";
import Stripe from "stripe";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";

/** Stripe's events are a few kilobytes; anything near this is not one of them. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * The event of a webhook delivery, checked against the raw body (never re-serialised JSON) and Stripe's default
 * five-minute tolerance, so a forged, altered or replayed-later delivery is refused with 400.
 */
export async function readStripeEvent(req: NextRequest, secret: string): Promise<Stripe.Event> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) throw new ApiError({ code: "bad_request", message: "The event is too large." });
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw new ApiError({ code: "bad_request", message: "Missing Stripe-Signature header" });
  const raw = await req.text();
  if (raw.length > MAX_EVENT_BYTES) throw new ApiError({ code: "bad_request", message: "The event is too large." });
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    logger.warn({ message }, "Stripe webhook refused");
    throw new ApiError({ code: "bad_request", message: `Invalid Stripe signature: ${message.split(".")[0]}` });
  }
}
