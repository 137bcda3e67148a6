// Webhook subscriptions: create, list, read, update and delete, scoped to the calling account.
import type { ApiCtx } from "../api-context";
import { Reply, ShippoError, json, notFound, route, str, type Route } from "../http";
import { isoNow, newId } from "../state";
import type { WebhookRecord } from "../types";

const EVENTS = [
  "transaction_created",
  "transaction_updated",
  "track_updated",
  "batch_created",
  "batch_purchased",
  "all",
];

function checkInput(body: Record<string, unknown>): { event: string; url: string } {
  const event = str(body.event);
  const url = str(body.url);
  const errors: Record<string, string[]> = {};
  if (!event) errors.event = ["This field is required."];
  else if (!EVENTS.includes(event)) errors.event = [`"${event}" is not a valid choice.`];
  if (!url) errors.url = ["This field is required."];
  else if (url.length >= 200) errors.url = ["Ensure this field has no more than 200 characters."];
  else if (!/^https?:\/\/[^\s]+$/i.test(url)) errors.url = ["Enter a valid URL."];
  if (Object.keys(errors).length) throw new ShippoError(400, errors);
  return { event: event!, url: url! };
}

function owned(ctx: ApiCtx, id: string): WebhookRecord {
  const w = ctx.state.webhooks.get(id);
  if (!w || w.account !== ctx.caller.account) throw notFound();
  return w;
}

const bool = (v: unknown, fallback: boolean) =>
  typeof v === "boolean" ? v : v === "true" ? true : v === "false" ? false : fallback;

export const webhookRoutes: Route<ApiCtx>[] = [
  route("POST", "/webhooks", (ctx) => {
    const { event, url } = checkInput(ctx.body);
    const now = isoNow();
    const wire = {
      object_id: newId(),
      object_created: now,
      object_updated: now,
      object_owner: ctx.caller.owner,
      event,
      url,
      active: bool(ctx.body.active, true),
      is_test: bool(ctx.body.is_test, ctx.caller.test),
    };
    ctx.state.webhooks.set(wire.object_id, { account: ctx.caller.account, wire });
    return json(201, wire);
  }),
  route("GET", "/webhooks", (ctx) => {
    const mine = [...ctx.state.webhooks.values()].filter((w) => w.account === ctx.caller.account).map((w) => w.wire);
    return json(200, { next: null, previous: null, count: mine.length, results: mine });
  }),
  route("GET", "/webhooks/:id", (ctx, p) => json(200, owned(ctx, p.id).wire)),
  route("PUT", "/webhooks/:id", (ctx, p) => {
    const w = owned(ctx, p.id);
    const { event, url } = checkInput(ctx.body);
    Object.assign(w.wire, {
      event,
      url,
      active: bool(ctx.body.active, w.wire.active),
      is_test: bool(ctx.body.is_test, w.wire.is_test),
      object_updated: isoNow(),
    });
    return json(200, w.wire);
  }),
  route("DELETE", "/webhooks/:id", (ctx, p) => {
    owned(ctx, p.id);
    ctx.state.webhooks.delete(p.id);
    return new Reply(204, null);
  }),
];
