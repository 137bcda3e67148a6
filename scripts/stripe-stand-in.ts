// The Stripe stand-in and the settings that point the app at it (dev and end-to-end runs; tests have their own helper).
import { startStripeSim } from "@/sim/stripe/server";

/** The app's STRIPE_* settings for a stand-in at `url` (test-mode keys: the stand-in accepts any sk_test_/pk_test_). */
export function stripeStandInEnv(url: string, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_API_URL: url,
    STRIPE_SECRET_KEY: "sk_test_e54_local",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e54_local",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_JS_URL: `${url}/v3/stripe.js`,
  };
}

/** Starts the stand-in; `webhookUrl` may be set later (`setWebhook`) when the app's port is not known yet. */
export async function startStripeStandIn(opts: { port?: number; webhookUrl?: string; webhookSecret: string }) {
  const sim = await startStripeSim({
    port: opts.port ?? 0,
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.webhookSecret,
  });
  return {
    url: sim.url,
    env: stripeStandInEnv(sim.url, opts.webhookSecret),
    setWebhook: (url: string) => sim.setWebhook(url, opts.webhookSecret),
    close: () => sim.close(),
  };
}
