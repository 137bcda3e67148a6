// Test controls under /__control: the webhook endpoint, completing or expiring checkouts without a browser,
// cancelling subscriptions from the "dashboard", and resending events (as they were, or badly signed).
import { Reply, StripeError, json, missing, route, type Route } from "../http";
import { NO_REQUEST, cancelSubscription, completeSession, expireSession } from "../lifecycle";
import { makePrice, makeProduct, makeRecurring } from "../objects";
import type { SignatureMode } from "../signature";
import type { Recurring } from "../types";
import type { BrowserCtx } from "./browser";

const SIGNATURES: SignatureMode[] = ["valid", "bad", "stale", "wrong_secret", "missing"];
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

export interface StripeControlHooks {
  setWebhook(url: string | null, secret: string | null): void;
}

function asReply(e: unknown): Reply {
  if (e instanceof StripeError) return json(e.status, { error: e.error });
  throw e;
}

export function controlRoutes(hooks: StripeControlHooks): Route<BrowserCtx>[] {
  return [
    route("GET", "/__control", (ctx) =>
      json(200, {
        webhook: { url: ctx.state.bus.target.url, secret_set: Boolean(ctx.state.bus.target.secret) },
        webhook_delay_ms: ctx.state.bus.delayMs,
        counts: {
          products: ctx.state.products.size,
          prices: ctx.state.prices.size,
          sessions: ctx.state.sessions.size,
          subscriptions: ctx.state.subscriptions.size,
          events: ctx.state.bus.events.length,
          deliveries: ctx.state.bus.deliveries.length,
        },
      }),
    ),
    route("POST", "/__control/reset", (ctx) => {
      ctx.state.reset();
      return json(200, { ok: true });
    }),
    route("POST", "/__control/webhook", (ctx) => {
      hooks.setWebhook(str(ctx.body.url) ?? null, str(ctx.body.secret) ?? null);
      return json(200, { url: ctx.state.bus.target.url, secret_set: Boolean(ctx.state.bus.target.secret) });
    }),
    route("POST", "/__control/config", (ctx) => {
      if ("webhook_delay_ms" in ctx.body) ctx.state.bus.delayMs = Number(ctx.body.webhook_delay_ms) || 0;
      return json(200, { webhook_delay_ms: ctx.state.bus.delayMs });
    }),
    route("POST", "/__control/fail-next", (ctx) => {
      ctx.state.failRules.push({
        remaining: Number(ctx.body.count ?? 1),
        status: Number(ctx.body.status ?? 500),
        path: str(ctx.body.path),
      });
      return json(200, { fail_next: ctx.state.failRules });
    }),
    route("DELETE", "/__control/fail-next", (ctx) => {
      ctx.state.failRules = [];
      return json(200, { fail_next: ctx.state.failRules });
    }),
    route("POST", "/__control/products", (ctx) => {
      const name = str(ctx.body.name);
      if (!name) return json(400, { error: { type: "invalid_request_error", message: "name is required" } });
      const id = str(ctx.body.id);
      if (id && ctx.state.products.has(id))
        return json(409, { error: { type: "invalid_request_error", message: `Product ${id} exists.` } });
      const product = makeProduct({
        id,
        name,
        description: str(ctx.body.description) ?? null,
        features: Array.isArray(ctx.body.features) ? ctx.body.features.map(String) : [],
      });
      const interval = (str(ctx.body.interval) ?? "month") as Recurring["interval"];
      const price = makePrice({
        id: str(ctx.body.price_id),
        product: product.id,
        unitAmount: Number(ctx.body.unit_amount ?? 1000),
        currency: str(ctx.body.currency) ?? "usd",
        recurring: makeRecurring(interval),
        lookupKey: str(ctx.body.lookup_key) ?? null,
      });
      product.default_price = price.id;
      ctx.state.products.set(product.id, product);
      ctx.state.prices.set(price.id, price);
      return json(200, { product, price });
    }),
    route("POST", "/__control/checkout/sessions/:id/complete", async (ctx, p) => {
      try {
        const { events } = completeSession(ctx.state, p.id, {
          email: str(ctx.body.email),
          name: str(ctx.body.name),
          card: str(ctx.body.card),
        });
        await ctx.state.bus.dispatch(events);
        return json(200, {
          session: ctx.state.sessions.get(p.id)!.session,
          events: events.map((e) => ({ id: e.id, type: e.type })),
        });
      } catch (e) {
        return asReply(e);
      }
    }),
    route("POST", "/__control/checkout/sessions/:id/expire", async (ctx, p) => {
      try {
        const event = expireSession(ctx.state, p.id, NO_REQUEST);
        await ctx.state.bus.dispatch([event]);
        return json(200, { session: ctx.state.sessions.get(p.id)!.session, event: { id: event.id, type: event.type } });
      } catch (e) {
        return asReply(e);
      }
    }),
    route("POST", "/__control/subscriptions/:id/cancel", async (ctx, p) => {
      try {
        const { subscription, event } = cancelSubscription(ctx.state, p.id, NO_REQUEST, {
          comment: str(ctx.body.comment) ?? null,
          feedback: str(ctx.body.feedback) ?? null,
        });
        await ctx.state.bus.dispatch([event]);
        return json(200, { subscription, event: { id: event.id, type: event.type } });
      } catch (e) {
        return asReply(e);
      }
    }),
    route("GET", "/__control/events", (ctx) => {
      const type = ctx.url.searchParams.get("type");
      const events = ctx.state.bus.events.filter((e) => !type || e.type === type);
      return json(200, { count: events.length, events });
    }),
    route("POST", "/__control/events/:id/resend", async (ctx, p) => {
      const event =
        p.id === "last"
          ? ctx.state.bus.events.filter((e) => !str(ctx.body.type) || e.type === ctx.body.type).at(-1)
          : ctx.state.bus.events.find((e) => e.id === p.id);
      if (!event) return asReply(missing("event", p.id));
      const signature = (str(ctx.body.signature) ?? "valid") as SignatureMode;
      if (!SIGNATURES.includes(signature))
        return json(400, {
          error: { type: "invalid_request_error", message: `signature must be one of ${SIGNATURES.join(", ")}` },
        });
      const [delivery] = await ctx.state.bus.send([event], signature);
      return json(200, { event: { id: event.id, type: event.type }, delivery });
    }),
    route("GET", "/__control/deliveries", (ctx) => {
      const type = ctx.url.searchParams.get("type");
      const list = ctx.state.bus.deliveries.filter((d) => !type || d.type === type);
      return json(200, { count: list.length, deliveries: list });
    }),
    route("DELETE", "/__control/deliveries", (ctx) => {
      ctx.state.bus.deliveries.length = 0;
      return new Reply(204, "");
    }),
    route("GET", "/__control/requests", (ctx) => {
      const path = ctx.url.searchParams.get("path");
      const list = ctx.state.requests.filter((r) => !path || r.path.startsWith(path));
      return json(200, { count: list.length, requests: list.slice(-200) });
    }),
  ];
}
