import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import Stripe from "stripe";
import { startStripeSim } from "@/sim/stripe/server";
import { standInControl } from "./stand-in-control";

export const TEST_STRIPE_WEBHOOK_SECRET = "whsec_e54_test_suite";

/**
 * Delivers the stand-in's webhooks to our route handler, as Next would: the raw body and the headers untouched.
 * A plain HTTP server in the test process, so events reach the suite's own database.
 */
async function startWebhookForwarder() {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      try {
        const { POST } = await import("@/app/api/webhooks/stripe/route");
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        const request = new NextRequest("http://localhost/api/webhooks/stripe", {
          method: "POST",
          headers,
          body: Buffer.concat(chunks),
        });
        const answer = await POST(request, { params: Promise.resolve({}) });
        res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The Stripe stand-in (sim/stripe) with its webhooks going to our handler, its control calls and an SDK client. */
export async function startStripeStandIn() {
  const forwarder = await startWebhookForwarder();
  const sim = await startStripeSim({
    host: "127.0.0.1",
    port: 0,
    webhookUrl: forwarder.url,
    webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
  });
  const control = standInControl(sim.url, "Stripe");
  return {
    url: sim.url,
    env: {
      STRIPE_API_URL: sim.url,
      STRIPE_SECRET_KEY: "sk_test_e54_suite",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e54_suite",
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
      STRIPE_JS_URL: `${sim.url}/v3/stripe.js`,
    },
    control,
    /** Turns delivery to our handler off (events are still recorded, as when the app is unreachable) or back on. */
    deliverWebhooks: (on: boolean) =>
      control(
        "/webhook",
        on ? { url: forwarder.url, secret: TEST_STRIPE_WEBHOOK_SECRET } : { url: null, secret: null },
      ),
    /** Stripe unreachable (connections refused) until `resume()`, which brings it back with all it held. */
    suspend: () => sim.suspend(),
    resume: () => sim.resume(),
    /** The stand-in's SDK view, as the Stripe dashboard would show it. */
    stripe: new Stripe("sk_test_e54_suite", {
      host: sim.host,
      port: sim.port,
      protocol: "http",
      maxNetworkRetries: 0,
      telemetry: false,
    }),
    async close() {
      await sim.close();
      await forwarder.close();
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
