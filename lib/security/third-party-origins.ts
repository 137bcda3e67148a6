import "server-only";
import { isStripesOwnJs } from "@/lib/billing/browser-config";
import type { Env } from "@/lib/env";

/** What a page may load from outside the portal, by CSP directive (and the frames that may ask for payment). */
export type ThirdPartyOrigins = {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
  payment: string[];
};

// Stripe.js and Embedded Checkout from Stripe itself: the script, its frames (checkout, 3-D Secure), its API calls.
const STRIPE_OWN: ThirdPartyOrigins = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: [
    "https://js.stripe.com",
    "https://*.js.stripe.com",
    "https://checkout.stripe.com",
    "https://hooks.stripe.com",
  ],
  connect: ["https://api.stripe.com", "https://checkout.stripe.com"],
  img: ["https://*.stripe.com"],
  payment: ["https://js.stripe.com", "https://checkout.stripe.com"],
};

/** Shippo's carrier logos (`provider_image_*`) live here; the stand-in serves its own at SHIPPO_API_URL. */
const SHIPPO_IMAGES = "https://shippo-static.s3.amazonaws.com";

/**
 * The outside origins the screens use, from configuration: Stripe only when payments are set up
 * (STRIPE_PUBLISHABLE_KEY), Shippo's images always (the shipping desk shows carrier logos).
 */
export function thirdPartyOrigins(
  env: Pick<Env, "STRIPE_PUBLISHABLE_KEY" | "STRIPE_JS_URL" | "SHIPPO_API_URL">,
): ThirdPartyOrigins {
  const img = [SHIPPO_IMAGES, new URL(env.SHIPPO_API_URL).origin];
  if (!env.STRIPE_PUBLISHABLE_KEY) return { script: [], frame: [], connect: [], img, payment: [] };
  if (isStripesOwnJs(env.STRIPE_JS_URL)) return { ...STRIPE_OWN, img: [...img, ...STRIPE_OWN.img] };
  // Any other STRIPE_JS_URL (the stand-in) serves the script and the checkout frame from its own origin.
  const stripe = new URL(env.STRIPE_JS_URL).origin;
  return { script: [stripe], frame: [stripe], connect: [], img, payment: [stripe] };
}
