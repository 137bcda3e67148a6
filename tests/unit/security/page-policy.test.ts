import { describe, expect, it } from "vitest";
import { pageContentSecurityPolicy } from "@/lib/security/page-policy";
import { permissionsPolicy } from "@/lib/security/static-headers";
import { thirdPartyOrigins } from "@/lib/security/third-party-origins";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? null;
const SHIPPO = "https://api.goshippo.com";

describe("a page's content security policy", () => {
  it("opens Stripe's own script, frames and API, and Shippo's images, when Stripe itself is configured", () => {
    const origins = thirdPartyOrigins({
      STRIPE_PUBLISHABLE_KEY: "pk_live_x",
      STRIPE_JS_URL: "https://js.stripe.com/v3",
      SHIPPO_API_URL: SHIPPO,
    });
    const csp = pageContentSecurityPolicy({ nonce: "abc", origins, dev: false, https: true });
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive(csp, "frame-src")).toBe(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://checkout.stripe.com https://hooks.stripe.com",
    );
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://api.stripe.com https://checkout.stripe.com");
    expect(directive(csp, "img-src")).toBe(
      "img-src 'self' data: blob: https://shippo-static.s3.amazonaws.com https://api.goshippo.com https://*.stripe.com",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.endsWith("; upgrade-insecure-requests")).toBe(true);
    expect(permissionsPolicy(origins.payment)).toContain(
      'payment=("https://js.stripe.com" "https://checkout.stripe.com"), serial=(self), usb=(self)',
    );
  });

  it("opens only the stand-ins' origins when the environment points at them, and nothing of Stripe without its key", () => {
    const standIn = thirdPartyOrigins({
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_JS_URL: "http://127.0.0.1:4571/v3/stripe.js",
      SHIPPO_API_URL: "http://127.0.0.1:4570",
    });
    const csp = pageContentSecurityPolicy({ nonce: "n", origins: standIn, dev: false, https: false });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-n' 'strict-dynamic' http://127.0.0.1:4571");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' http://127.0.0.1:4571");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "img-src")).toBe(
      "img-src 'self' data: blob: https://shippo-static.s3.amazonaws.com http://127.0.0.1:4570",
    );
    expect(csp).not.toContain("upgrade-insecure-requests");

    const noStripe = thirdPartyOrigins({
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_JS_URL: "https://js.stripe.com/v3",
      SHIPPO_API_URL: SHIPPO,
    });
    expect(pageContentSecurityPolicy({ nonce: "n", origins: noStripe, dev: false, https: true })).not.toContain(
      "stripe",
    );
    expect(permissionsPolicy(noStripe.payment)).toContain("payment=()");
  });

  it("allows eval only in development (React's dev tooling)", () => {
    const origins = thirdPartyOrigins({
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_JS_URL: "https://js.stripe.com/v3",
      SHIPPO_API_URL: SHIPPO,
    });
    expect(
      directive(pageContentSecurityPolicy({ nonce: "n", origins, dev: true, https: false }), "script-src"),
    ).toContain("'unsafe-eval'");
    expect(pageContentSecurityPolicy({ nonce: "n", origins, dev: false, https: false })).not.toContain("unsafe-eval");
  });
});
