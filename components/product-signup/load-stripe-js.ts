import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

export type StripeBrowserConfig = { publishableKey: string; jsUrl: string | null };

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error("Failed to load Stripe.js"));
    };
    document.head.appendChild(script);
  });
}

/**
 * Stripe.js, loaded on demand (spec 3). With the stand-in its script is placed first, and `loadStripe` (the pure
 * entry, which injects nothing by itself) then finds `window.Stripe`; with Stripe's own it injects the real one.
 */
export async function loadStripeJs(config: StripeBrowserConfig): Promise<Stripe> {
  if (config.jsUrl && !(window as { Stripe?: unknown }).Stripe) await addScript(config.jsUrl);
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error("Failed to load Stripe.js");
  return stripe;
}
