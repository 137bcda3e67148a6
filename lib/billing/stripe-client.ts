import "server-only";
import Stripe from "stripe";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";

/** `STRIPE_API_URL` as the SDK's host, port and protocol; unset: Stripe's own API. */
export function stripeEndpoint(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

let cached: { config: string; stripe: Stripe } | undefined;

/** The server's Stripe client (the stand-in in dev and tests, through the same SDK). */
export function getStripe(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = getEnv();
  if (!STRIPE_SECRET_KEY) {
    throw new ApiError({
      code: "bad_gateway",
      message: "Payments are not set up on this server. Please tell support.",
    });
  }
  const config = `${STRIPE_API_URL ?? ""}|${STRIPE_SECRET_KEY}`;
  if (cached?.config !== config) {
    cached = {
      config,
      // One automatic retry: the SDK sends an Idempotency-Key, so a retried create never makes two sessions.
      stripe: new Stripe(STRIPE_SECRET_KEY, {
        ...stripeEndpoint(STRIPE_API_URL),
        maxNetworkRetries: 1,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  }
  return cached.stripe;
}
