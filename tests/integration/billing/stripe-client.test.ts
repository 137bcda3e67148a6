import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors/api-error";
import { getStripe } from "@/lib/billing/stripe-client";
import { resetEnvCache } from "@/lib/env";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import type { StripeStandIn } from "@/tests/helpers/stripe-stand-in";

let env: TestEnv & { stripe: StripeStandIn };
beforeAll(async () => {
  env = await startTestEnv({ stripe: true });
});
afterAll(() => env?.close());

describe("getStripe", () => {
  it("talks to the stand-in named by STRIPE_API_URL, with the secret key", async () => {
    const product = await getStripe().products.retrieve("prod_E54Ship54");
    expect(product).toMatchObject({ id: "prod_E54Ship54", name: "Ship54" });
    const { requests } = await env.stripe.control<{ requests: { method: string; path: string }[] }>(
      "/requests?path=/v1/products/prod_E54Ship54",
    );
    expect(requests).toEqual([expect.objectContaining({ method: "GET", path: "/v1/products/prod_E54Ship54" })]);
  });

  it("without a secret key it says payments are not set up (no call is made)", () => {
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    try {
      expect(() => getStripe()).toThrow(ApiError);
      expect(() => getStripe()).toThrow("Payments are not set up on this server");
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetEnvCache();
    }
  });
});
