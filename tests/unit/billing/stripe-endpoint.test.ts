import { describe, expect, it } from "vitest";
import { stripeEndpoint } from "@/lib/billing/stripe-client";

describe("stripeEndpoint (STRIPE_API_URL as the SDK's host, port, protocol)", () => {
  it("points the SDK at the stand-in's address", () => {
    expect(stripeEndpoint("http://127.0.0.1:4571")).toEqual({ host: "127.0.0.1", port: 4571, protocol: "http" });
  });
  it("fills in the scheme's port", () => {
    expect(stripeEndpoint("https://stripe.internal.example.com")).toEqual({
      host: "stripe.internal.example.com",
      port: 443,
      protocol: "https",
    });
    expect(stripeEndpoint("http://stripe-sim")).toEqual({ host: "stripe-sim", port: 80, protocol: "http" });
  });
  it("unset: Stripe's own API (the SDK's defaults)", () => {
    expect(stripeEndpoint(undefined)).toEqual({});
  });
});
