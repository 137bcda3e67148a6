// What a browser loads from the stand-in: the Stripe.js replacement, the checkout page, and its pay call.
import { readFileSync } from "node:fs";
import { checkoutPage, messagePage } from "../checkout-page";
import { Reply, StripeError, html, json, route, type Route } from "../http";
import { completeSession } from "../lifecycle";
import type { StripeState } from "../state";
import type { SessionRecord } from "../types";

export interface BrowserCtx {
  state: StripeState;
  url: URL;
  origin: string;
  body: Record<string, unknown>;
}

const SCRIPT = readFileSync(new URL("../browser/stripe.js", import.meta.url), "utf8");

function script(ctx: BrowserCtx): Reply {
  return new Reply(200, SCRIPT.replace(/__STRIPE_SIM_ORIGIN__/g, ctx.origin), "application/javascript; charset=utf-8", {
    "access-control-allow-origin": "*",
    "cache-control": "no-cache",
  });
}

/** Only an origin the page could really have: the iframe posts its messages to exactly this origin. */
function parentOrigin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

function unavailable(rec: SessionRecord | undefined): Reply | undefined {
  if (!rec) {
    const p = messagePage("Checkout unavailable", "This checkout session does not exist.", 404);
    return html(p.body, p.status);
  }
  if (rec.session.status !== "open") {
    const done = rec.session.status === "complete";
    const p = messagePage(
      done ? "Payment complete" : "Session expired",
      done ? "This checkout session is already complete." : "This checkout session has expired.",
    );
    return html(p.body, p.status);
  }
  return undefined;
}

const fill = (template: string | null | undefined, id: string) =>
  template ? template.replace(/\{CHECKOUT_SESSION_ID\}/g, id) : null;

export const browserRoutes: Route<BrowserCtx>[] = [
  route("GET", "/v3/stripe.js", script),
  route("GET", "/v3", script),
  route("GET", "/endive/stripe.js", script),
  route("GET", "/stripe.js", script),
  route("GET", "/embedded-checkout", (ctx) => {
    const secret = ctx.url.searchParams.get("client_secret") ?? "";
    const rec = ctx.state.sessionBySecret(secret);
    return (
      unavailable(rec) ??
      html(
        checkoutPage(rec!, {
          embedded: true,
          parentOrigin: parentOrigin(ctx.url.searchParams.get("parent_origin")),
          credential: { client_secret: secret },
        }),
      )
    );
  }),
  route("GET", "/c/pay/:id", (ctx, p) => {
    const rec = ctx.state.session(p.id);
    if (rec && rec.session.client_secret) {
      const page = messagePage(
        "Checkout unavailable",
        "This session is for Embedded Checkout; mount it with createEmbeddedCheckoutPage.",
        400,
      );
      return html(page.body, page.status);
    }
    return (
      unavailable(rec) ??
      html(checkoutPage(rec!, { embedded: false, parentOrigin: null, credential: { session_id: p.id } }))
    );
  }),
  route("POST", "/embedded-checkout/pay", async (ctx) => {
    const secret = typeof ctx.body.client_secret === "string" ? ctx.body.client_secret : "";
    const sessionId = typeof ctx.body.session_id === "string" ? ctx.body.session_id : "";
    const rec = secret ? ctx.state.sessionBySecret(secret) : ctx.state.session(sessionId);
    if (!rec || (!secret && rec.session.client_secret)) {
      return json(404, { error: { type: "invalid_request_error", message: "This checkout session does not exist." } });
    }
    const s = rec.session;
    try {
      const { events } = completeSession(ctx.state, s.id, {
        email: typeof ctx.body.email === "string" ? ctx.body.email : undefined,
        name: typeof ctx.body.name === "string" ? ctx.body.name : undefined,
        card: typeof ctx.body.card === "string" ? ctx.body.card : undefined,
      });
      await ctx.state.bus.dispatch(events);
    } catch (e) {
      if (e instanceof StripeError) return json(e.status, { error: e.error });
      throw e;
    }
    return json(200, {
      session_id: s.id,
      status: s.status,
      redirect_on_completion: s.redirect_on_completion ?? "always",
      return_url: fill(s.return_url ?? s.success_url, s.id),
    });
  }),
];
