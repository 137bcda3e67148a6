// Products, prices and auth, driven through the real `stripe` SDK.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeSim, type StripeSim } from "@/sim/stripe/server";
import { control, stripeFor } from "./helpers";

let sim: StripeSim;
let stripe: Stripe;

beforeAll(async () => {
  sim = await startStripeSim({ port: 0 });
  stripe = stripeFor(sim);
});
afterAll(() => sim.close());

describe("products and prices", () => {
  it("retrieves the seeded Ship54 product with its default price", async () => {
    const product = await stripe.products.retrieve("prod_E54Ship54", { expand: ["default_price"] });
    expect(product).toMatchObject({
      id: "prod_E54Ship54",
      object: "product",
      active: true,
      name: "Ship54",
      livemode: false,
    });
    const price = product.default_price as Stripe.Price;
    expect(price).toMatchObject({
      id: "price_E54Ship54Monthly",
      unit_amount: 4900,
      currency: "usd",
      type: "recurring",
    });
    expect(price.recurring).toMatchObject({ interval: "month", interval_count: 1 });
    expect(product.lastResponse.requestId).toMatch(/^req_/);
  });

  it("lists active prices by product and by lookup key, expanding the product", async () => {
    const byProduct = await stripe.prices.list({ product: "prod_E54Ship54", active: true });
    expect(byProduct.data.map((p) => p.id).sort()).toEqual(["price_E54Ship54Monthly", "price_E54Ship54Yearly"]);
    expect(byProduct.object).toBe("list");
    expect(byProduct.has_more).toBe(false);
    const byKey = await stripe.prices.list({ active: true, lookup_keys: ["ship54_yearly"], expand: ["data.product"] });
    expect(byKey.data).toHaveLength(1);
    expect((byKey.data[0].product as Stripe.Product).name).toBe("Ship54");
    expect(byKey.data[0].unit_amount_decimal?.toString()).toBe("49000");
    const one = await stripe.prices.retrieve("price_E54PriceToolsMonthly", { expand: ["product"] });
    expect((one.product as Stripe.Product).id).toBe("prod_E54PriceTools");
  });

  it("pages with limit and starting_after, and auto-paginates", async () => {
    const first = await stripe.products.list({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const rest = await stripe.products.list({ limit: 2, starting_after: first.data[1].id });
    expect(rest.data.map((p) => p.id)).not.toContain(first.data[0].id);
    const all: string[] = [];
    for await (const p of stripe.products.list({ limit: 1 })) all.push(p.id);
    expect(all.sort()).toEqual([
      "prod_E54DataTools",
      "prod_E54EdiConnect",
      "prod_E54PriceTools",
      "prod_E54PriceWatch",
      "prod_E54Ship54",
    ]);
  });

  it("creates a product with a default price, as an admin adding a product would", async () => {
    const product = await stripe.products.create({
      name: "Eclipse Reports",
      description: "Monthly ERP reports",
      default_price_data: { currency: "usd", unit_amount: 1500, recurring: { interval: "month" } },
      metadata: { code: "reports" },
    });
    expect(product.id).toMatch(/^prod_/);
    expect(product.metadata).toEqual({ code: "reports" });
    const price = await stripe.prices.retrieve(product.default_price as string);
    expect(price.unit_amount).toBe(1500);
    expect(price.product).toBe(product.id);
  });

  it("answers a missing object with StripeInvalidRequestError resource_missing (404)", async () => {
    const err = await stripe.products.retrieve("prod_nope").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such product: 'prod_nope'" });
  });
});

describe("auth and faults", () => {
  it("rejects a missing or non-test key with StripeAuthenticationError", async () => {
    const live = new Stripe("sk_live_123", {
      host: sim.host,
      port: sim.port,
      protocol: "http",
      maxNetworkRetries: 0,
      telemetry: false,
    });
    await expect(live.products.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const res = await fetch(`${sim.url}/v1/products`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/did not provide an API key/);
  });

  it("fails the next call with a StripeAPIError when asked, then recovers", async () => {
    await control(sim, "/fail-next", { count: 1, status: 500, path: "/v1/prices" });
    await expect(stripe.prices.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(stripe.prices.list()).resolves.toMatchObject({ object: "list" });
  });

  it("answers an unknown path with Stripe's 404 message", async () => {
    const res = await fetch(`${sim.url}/v1/widgets`, { headers: { authorization: "Bearer sk_test_x" } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/widgets\)/,
    );
  });
});
