// The Stripe.js stand-in: fetched from the sim, run against a minimal DOM, and loaded by the real
// `@stripe/stripe-js` loadStripe; then driven the way `@stripe/react-stripe-js` drives Embedded Checkout.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startStripeSim, type StripeSim } from "@/sim/stripe/server";
import { payAsBrowser, signupParams, stripeFor } from "./helpers";

class FakeElement {
  children: FakeElement[] = [];
  attributes: Record<string, string> = {};
  style: Record<string, string> = {};
  parentNode: FakeElement | null = null;
  src = "";
  /** Stands for the iframe's window: the stand-in checks `event.source` against it. */
  contentWindow = {};
  constructor(readonly tagName: string) {}
  appendChild(c: FakeElement) {
    c.parentNode = this;
    this.children.push(c);
    return c;
  }
  removeChild(c: FakeElement) {
    this.children = this.children.filter((x) => x !== c);
    c.parentNode = null;
    return c;
  }
  setAttribute(k: string, v: string) {
    this.attributes[k] = v;
  }
  addEventListener() {}
}

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;
const listeners = new Set<Listener>();
const container = new FakeElement("div");
const fakeWindow = {
  location: { origin: "http://127.0.0.1:3000", assign: vi.fn() },
  addEventListener: (type: string, fn: Listener) => type === "message" && listeners.add(fn),
  removeEventListener: (type: string, fn: Listener) => listeners.delete(fn),
} as Record<string, unknown> & { location: { assign: ReturnType<typeof vi.fn> } };
const fakeDocument = {
  head: new FakeElement("head"),
  body: new FakeElement("body"),
  createElement: (tag: string) => new FakeElement(tag),
  querySelector: (sel: string) => (sel === "#checkout" ? container : null),
  querySelectorAll: () => [],
};

interface StandInInstance {
  elements: unknown;
  createToken: unknown;
  createPaymentMethod: unknown;
  confirmCardPayment: unknown;
  createEmbeddedCheckoutPage(o: {
    clientSecret?: string;
    fetchClientSecret?: () => Promise<string>;
    onComplete?: () => void;
  }): Promise<{
    mount(el: unknown): void;
    unmount(): void;
    destroy(): void;
  }>;
  _wrappers: unknown[];
}

let sim: StripeSim;
let stripe: Stripe;
let scriptSource: string;
const g = globalThis as Record<string, unknown>;

beforeAll(async () => {
  sim = await startStripeSim({ port: 0 });
  stripe = stripeFor(sim);
  g.window = fakeWindow;
  g.document = fakeDocument;
});
afterAll(async () => {
  delete g.window;
  delete g.document;
  await sim.close();
});

function post(data: Record<string, unknown>, source: unknown, origin = sim.url) {
  for (const l of [...listeners]) l({ origin, source, data: { source: "e54-stripe-sim", ...data } });
}

describe("the Stripe.js stand-in", () => {
  it("is served as JavaScript at the Stripe.js paths, bound to the sim's own origin", async () => {
    for (const path of ["/v3/stripe.js", "/endive/stripe.js"]) {
      const res = await fetch(`${sim.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/javascript/);
      scriptSource = await res.text();
      expect(scriptSource).toContain(`var SIM_ORIGIN = "${sim.url}"`);
      expect(scriptSource).not.toContain("__STRIPE_SIM_ORIGIN__");
    }
  });

  it("lets the real loadStripe resolve to it without injecting js.stripe.com", async () => {
    new Function(scriptSource)();
    const ctor = fakeWindow.Stripe as { version: string };
    expect(typeof ctor).toBe("function");
    expect(ctor.version).toBe("endive");

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const instance = (await loadStripe("pk_test_e54portal")) as unknown as StandInInstance;
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(fakeDocument.head.children).toHaveLength(0);
    // The checks @stripe/react-stripe-js applies to the `stripe` prop (isStripe).
    for (const fn of [
      "elements",
      "createToken",
      "createPaymentMethod",
      "confirmCardPayment",
      "createEmbeddedCheckoutPage",
    ] as const) {
      expect(typeof instance[fn]).toBe("function");
    }
    expect(instance._wrappers).toEqual([expect.objectContaining({ name: "stripe-js", version: "10.2.1" })]);
    expect(() => (fakeWindow.Stripe as (k: string) => unknown)("sk_test_secret")).toThrow(/pk_test_/);
  });

  it("mounts the checkout page in an iframe, and redirects to the filled return_url on completion", async () => {
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const instance = (await loadStripe("pk_test_e54portal")) as unknown as StandInInstance;
    const session = await stripe.checkout.sessions.create(signupParams());
    const fetchClientSecret = vi.fn(async () => session.client_secret!);
    const checkout = await instance.createEmbeddedCheckoutPage({ fetchClientSecret });
    expect(fetchClientSecret).toHaveBeenCalledOnce();
    await expect(instance.createEmbeddedCheckoutPage({ clientSecret: session.client_secret! })).rejects.toThrow(
      /multiple Embedded Checkout/,
    );

    checkout.mount("#checkout");
    const iframe = container.children[0];
    expect(iframe.tagName).toBe("iframe");
    const src = new URL(iframe.src);
    expect(src.origin).toBe(sim.url);
    expect(src.searchParams.get("client_secret")).toBe(session.client_secret);
    expect(src.searchParams.get("parent_origin")).toBe("http://127.0.0.1:3000");
    expect(() => checkout.mount("#checkout")).toThrow(/already mounted/);

    const page = await fetch(iframe.src);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ship54");
    expect(html).toContain("$49.00 per month");
    expect(html).toContain('"parentOrigin":"http://127.0.0.1:3000"');

    post({ type: "resize", height: 612 }, iframe.contentWindow);
    expect(iframe.style.height).toBe("612px");

    const paid = await payAsBrowser(sim, session.client_secret!);
    // A message from another frame or origin is ignored; the iframe's own message completes checkout.
    post({ type: "complete", returnUrl: "http://evil.example/", redirectOnCompletion: "always" }, {}, sim.url);
    post(
      { type: "complete", returnUrl: "http://evil.example/", redirectOnCompletion: "always" },
      iframe.contentWindow,
      "http://evil.example",
    );
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
    post(
      {
        type: "complete",
        sessionId: paid.body.session_id,
        returnUrl: paid.body.return_url,
        redirectOnCompletion: paid.body.redirect_on_completion,
      },
      iframe.contentWindow,
    );
    expect(fakeWindow.location.assign).toHaveBeenCalledWith(
      `http://127.0.0.1:3000/subscription-success?session_id=${session.id}`,
    );

    checkout.unmount();
    expect(container.children).toHaveLength(0);
    checkout.destroy();
    expect(() => checkout.mount("#checkout")).toThrow(/destroyed/);
  });

  it("calls onComplete instead of redirecting when the session never redirects", async () => {
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const instance = (await loadStripe("pk_test_e54portal")) as unknown as StandInInstance;
    const session = await stripe.checkout.sessions.create(
      signupParams({ return_url: undefined, redirect_on_completion: "never" }),
    );
    const onComplete = vi.fn();
    fakeWindow.location.assign.mockClear();
    const checkout = await instance.createEmbeddedCheckoutPage({ clientSecret: session.client_secret!, onComplete });
    checkout.mount(container);
    const paid = await payAsBrowser(sim, session.client_secret!);
    expect(paid.body.redirect_on_completion).toBe("never");
    post(
      {
        type: "complete",
        sessionId: session.id,
        returnUrl: paid.body.return_url,
        redirectOnCompletion: paid.body.redirect_on_completion,
      },
      container.children[0].contentWindow,
    );
    expect(onComplete).toHaveBeenCalledOnce();
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
    checkout.destroy();
  });

  it("rejects a bad client secret and a call with both or neither secret option", async () => {
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const instance = (await loadStripe("pk_test_e54portal")) as unknown as StandInInstance;
    await expect(instance.createEmbeddedCheckoutPage({ clientSecret: "pi_123_secret_456" })).rejects.toThrow(
      /not a Checkout Session client secret/,
    );
    await expect(instance.createEmbeddedCheckoutPage({})).rejects.toThrow(/exactly one/);
    const ok = await instance.createEmbeddedCheckoutPage({
      fetchClientSecret: async () => (await stripe.checkout.sessions.create(signupParams())).client_secret!,
    });
    ok.destroy();
  });
});
