// One real-browser pass over the Stripe.js stand-in: a page loads it with a script tag, the real
// `@stripe/stripe-js/pure` loadStripe picks it up, the iframe's form is filled and paid in Chromium,
// and the browser lands on the return URL while the signed webhooks arrive.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeSim, type StripeSim } from "@/sim/stripe/server";
import { WEBHOOK_SECRET, signupParams, stripeFor } from "./helpers";

let sim: StripeSim;
let stripe: Stripe;
let app: Server;
let appUrl: string;
let browser: Browser;
const hooks: Array<{ raw: string; signature: string }> = [];

/** A stand-in for the portal's signup page: the script tag first, then loadStripe and Embedded Checkout. */
function signupPage(clientSecret: string): string {
  return `<!doctype html><html><head><script src="${sim.url}/v3/stripe.js"></script></head>
<body><div id="checkout"></div><script type="module">
import { loadStripe } from "/stripe-js-pure.mjs";
const stripe = await loadStripe("pk_test_e54portal");
const checkout = await stripe.createEmbeddedCheckoutPage({ fetchClientSecret: async () => ${JSON.stringify(clientSecret)} });
checkout.mount("#checkout");
document.body.dataset.mounted = "yes";
</script></body></html>`;
}

beforeAll(async () => {
  sim = await startStripeSim({ port: 0 });
  stripe = stripeFor(sim);
  const pure = readFileSync("node_modules/@stripe/stripe-js/dist/pure.mjs");
  app = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://app");
    if (url.pathname === "/stripe-js-pure.mjs") {
      res.writeHead(200, { "content-type": "text/javascript" }).end(pure);
    } else if (url.pathname === "/api/webhooks/stripe") {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      req.on("end", () => {
        hooks.push({ raw, signature: String(req.headers["stripe-signature"]) });
        res.writeHead(200).end();
      });
    } else if (url.pathname === "/subscription-success") {
      res.writeHead(200, { "content-type": "text/html" }).end(`<h1>Subscription Successful</h1>`);
    } else {
      res.writeHead(200, { "content-type": "text/html" }).end(signupPage(url.searchParams.get("cs") ?? ""));
    }
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", () => r()));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  sim.setWebhook(`${appUrl}/api/webhooks/stripe`, WEBHOOK_SECRET);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sim?.close();
  await new Promise<void>((r) => (app ? app.close(() => r()) : r()));
});

describe("Embedded Checkout in Chromium", () => {
  it("mounts, refuses a declined card, pays, returns to the portal and sends checkout.session.completed", async () => {
    const session = await stripe.checkout.sessions.create(
      signupParams({
        return_url: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        customer_email: undefined,
      }),
    );
    const page = await browser.newPage();
    const outside: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
    });
    await page.goto(`${appUrl}/?cs=${encodeURIComponent(session.client_secret!)}`);
    await page.locator("body[data-mounted=yes]").waitFor({ timeout: 15_000 });
    const frame = page.frameLocator("iframe[title='Secure checkout']");
    await expect(frame.getByTestId("product-name").textContent()).resolves.toBe("Ship54");
    await expect(frame.getByTestId("amount").textContent()).resolves.toBe("$49.00 per month");

    await frame.locator("#email").fill("buyer@example.com");
    await frame.locator("#card").fill("4000 0000 0000 0002");
    await frame.getByRole("button", { name: "Subscribe" }).click();
    await frame.getByText("Your card was declined.").waitFor({ timeout: 10_000 });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

    await frame.locator("#card").fill("4242 4242 4242 4242");
    await frame.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(`${appUrl}/subscription-success?session_id=${session.id}`, { timeout: 15_000 });
    await expect(page.locator("h1").textContent()).resolves.toBe("Subscription Successful");
    expect(outside).toEqual([]);

    const completed = hooks
      .map((h) => stripe.webhooks.constructEvent(h.raw, h.signature, WEBHOOK_SECRET))
      .find((e) => e.type === "checkout.session.completed");
    expect(completed?.data.object).toMatchObject({
      id: session.id,
      status: "complete",
      customer_details: { email: "buyer@example.com" },
    });
    await page.close();
  }, 60_000);
});
