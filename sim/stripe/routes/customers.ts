// Customers and subscriptions: read, list, update, and cancel (which sends customer.subscription.deleted).
import { bool, expanded, page, type ApiCtx } from "../api-context";
import { asString, asStringMap } from "../form";
import { invalid, json, missing, route, type Route } from "../http";
import { cancelSubscription } from "../lifecycle";
import { makeCustomer } from "../objects";
import type { Subscription } from "../types";

function getSubscription(ctx: ApiCtx, id: string): Subscription {
  const s = ctx.state.subscriptions.get(id);
  if (!s) throw missing("subscription", id);
  return s;
}

const requestOf = (ctx: ApiCtx) => ({ id: ctx.requestId, idempotency_key: ctx.idempotencyKey });

export const customerRoutes: Route<ApiCtx>[] = [
  route("GET", "/v1/customers", (ctx) => {
    const email = asString(ctx.params.email);
    const items = [...ctx.state.customers.values()].filter((c) => !email || c.email === email);
    return json(200, expanded(ctx, page(ctx, items, "/v1/customers", "customer")));
  }),
  route("POST", "/v1/customers", (ctx) => {
    const c = makeCustomer({
      email: asString(ctx.params.email) ?? null,
      name: asString(ctx.params.name) ?? null,
      metadata: asStringMap(ctx.params.metadata),
    });
    ctx.state.customers.set(c.id, c);
    return json(200, c);
  }),
  route("GET", "/v1/customers/:id", (ctx, p) => {
    const c = ctx.state.customers.get(p.id);
    if (!c) throw missing("customer", p.id);
    return json(200, expanded(ctx, c));
  }),
  route("GET", "/v1/subscriptions", (ctx) => {
    const q = ctx.params;
    const [customer, status, price] = [asString(q.customer), asString(q.status), asString(q.price)];
    // Without a status filter Stripe lists every subscription that is not canceled.
    const items = [...ctx.state.subscriptions.values()].filter(
      (s) =>
        (!customer || s.customer === customer) &&
        (status ? status === "all" || s.status === status : s.status !== "canceled") &&
        (!price || s.items.data.some((i) => i.price.id === price)),
    );
    return json(200, expanded(ctx, page(ctx, items, "/v1/subscriptions", "subscription")));
  }),
  route("GET", "/v1/subscriptions/:id", (ctx, p) => json(200, expanded(ctx, getSubscription(ctx, p.id)))),
  route("POST", "/v1/subscriptions/:id", async (ctx, p) => {
    const sub = getSubscription(ctx, p.id);
    if (sub.status === "canceled" && ctx.params.cancel_at_period_end !== undefined) {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    const previous: Record<string, unknown> = {};
    const atEnd = bool(ctx.params.cancel_at_period_end);
    if (atEnd !== undefined && atEnd !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at;
      sub.cancel_at_period_end = atEnd;
      sub.cancel_at = atEnd ? Math.max(...sub.items.data.map((i) => i.current_period_end)) : null;
    }
    if (ctx.params.metadata) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = { ...sub.metadata, ...asStringMap(ctx.params.metadata) };
    }
    if (Object.keys(previous).length > 0) {
      await ctx.state.bus.dispatch([
        ctx.state.bus.record("customer.subscription.updated", sub, requestOf(ctx), previous),
      ]);
    }
    return json(200, expanded(ctx, sub));
  }),
  route("DELETE", "/v1/subscriptions/:id", async (ctx, p) => {
    getSubscription(ctx, p.id);
    const details = ctx.params.cancellation_details;
    const d = details && typeof details === "object" && !Array.isArray(details) ? details : {};
    const { subscription, event } = cancelSubscription(ctx.state, p.id, requestOf(ctx), {
      comment: asString(d.comment),
      feedback: asString(d.feedback),
    });
    await ctx.state.bus.dispatch([event]);
    return json(200, expanded(ctx, subscription));
  }),
  route("GET", "/v1/events", (ctx) => {
    const type = asString(ctx.params.type);
    const items = ctx.state.bus.events.filter(
      (e) => !type || e.type === type || (type.endsWith(".*") && e.type.startsWith(type.slice(0, -1))),
    );
    return json(200, page(ctx, items, "/v1/events", "event"));
  }),
  route("GET", "/v1/events/:id", (ctx, p) => {
    const e = ctx.state.bus.events.find((x) => x.id === p.id);
    if (!e) throw missing("event", p.id);
    return json(200, e);
  }),
];
