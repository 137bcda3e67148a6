import "server-only";
import { ApiError } from "@/lib/errors/api-error";
import { getEnv } from "@/lib/env";

/** Stripe's own script (the default STRIPE_JS_URL); any other address is the stand-in's. */
export function isStripesOwnJs(stripeJsUrl: string): boolean {
  return new URL(stripeJsUrl).hostname === "js.stripe.com";
}

/**
 * What the browser needs to load Stripe.js (GET /api/stripe/config): the publishable key, and the script's address
 * when it is not Stripe's own (the stand-in's); with Stripe's own, `@stripe/stripe-js` injects the right version.
 */
export function stripeBrowserConfig(): { publishableKey: string; jsUrl: string | null } {
  const { STRIPE_PUBLISHABLE_KEY, STRIPE_JS_URL } = getEnv();
  if (!STRIPE_PUBLISHABLE_KEY)
    throw new ApiError({
      code: "bad_gateway",
      message: "Payments are not set up on this server. Please tell support.",
    });
  return { publishableKey: STRIPE_PUBLISHABLE_KEY, jsUrl: isStripesOwnJs(STRIPE_JS_URL) ? null : STRIPE_JS_URL };
}
