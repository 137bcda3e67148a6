// Shared set-up for the Stripe stand-in tests: an SDK client, control calls and a webhook receiver.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeSim } from "@/sim/stripe/server";

export const WEBHOOK_SECRET = "whsec_e54_local_test_secret";

export function stripeFor(sim: StripeSim, config: Partial<Stripe.StripeConfig> = {}): Stripe {
  return new Stripe("sk_test_e54portal", {
    host: sim.host,
    port: sim.port,
    protocol: "http",
    maxNetworkRetries: 0,
    telemetry: false,
    ...config,
  });
}

export async function control<T = unknown>(
  sim: StripeSim,
  path: string,
  body?: unknown,
  method = body === undefined ? "GET" : "POST",
): Promise<T> {
  const res = await fetch(`${sim.url}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The create call the portal makes for a product signup (see CLARIFICATIONS 32). */
export function signupParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    ui_mode: "embedded_page",
    mode: "subscription",
    line_items: [{ price: "price_E54Ship54Monthly", quantity: 1 }],
    return_url: "http://127.0.0.1:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}",
    customer_email: "staff@example.com",
    client_reference_id: "user-7",
    metadata: { userId: "user-7", companyId: "company-2", productId: "ship54" },
    subscription_data: { metadata: { userId: "user-7", companyId: "company-2", productId: "ship54" } },
    ...overrides,
  };
}

export interface Hook {
  headers: IncomingHttpHeaders;
  raw: string;
}

export async function receiver() {
  const got: Hook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, raw: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`,
    got,
    async waitFor(n: number, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (got.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return got;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Pays as the checkout page's own script does (POST /embedded-checkout/pay). */
export async function payAsBrowser(sim: StripeSim, clientSecret: string, card = "4242 4242 4242 4242") {
  const res = await fetch(`${sim.url}/embedded-checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_secret: clientSecret, email: "staff@example.com", name: "Sam Staff", card }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
