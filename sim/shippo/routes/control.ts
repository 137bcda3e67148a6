// Test controls under /__control: faults, inspection, and driving parcels through their tracking life.
import { Reply, ShippoError, json, notFound, route, str, type Route } from "../http";
import type { LossRule } from "../faults";
import type { ShippoState } from "../state";
import { MILESTONES, advance, backdate, trackWire, type Milestone } from "../tracking";
import { notifyTrack } from "../track-events";
import type { PublicCtx } from "./files";
import { REFUSED_MANIFEST_TEXT } from "./manifests";
import { REFUSED_REFUND_TEXT } from "./refunds";
import { findTrack } from "./tracks";

const num = (v: unknown, fallback: number) => (v === undefined || v === null || v === "" ? fallback : Number(v));

function defaultFailureBody(status: number): { body: string; contentType: string } {
  if (status >= 500) return { body: `<h1>Server Error (${status})</h1>`, contentType: "text/html" };
  if (status === 429)
    return { body: JSON.stringify({ detail: "Request was throttled." }), contentType: "application/json" };
  return { body: JSON.stringify({ detail: `Simulated error ${status}.` }), contentType: "application/json" };
}

function trackOr404(state: ShippoState, carrier: string, number: string) {
  const t = findTrack(state, carrier, number);
  if (!t) throw notFound();
  return t;
}

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** `{count?, mode?, status?}` of the lose-next knobs: the call is carried out, its answer lost. */
function lossRule(body: Record<string, unknown>): LossRule {
  const mode = str(body.mode) ?? "error";
  if (mode !== "error" && mode !== "reset" && mode !== "hang")
    throw new ShippoError(400, { mode: ["error, reset or hang"] });
  return { remaining: num(body.count, 1), mode, status: num(body.status, 500) };
}

export interface ControlHooks {
  /** Called after the config changes, so the server can (re)start its auto-advance timer. */
  onConfig(): void;
}

export function controlRoutes(hooks: ControlHooks): Route<PublicCtx>[] {
  return [
    route("GET", "/__control", (ctx) =>
      json(200, {
        faults: ctx.state.faults.describe(),
        config: { ...ctx.state.config, webhook_hmac: Boolean(ctx.state.sender.config.hmacSecret) },
        counts: {
          shipments: ctx.state.shipments.size,
          transactions: ctx.state.transactions.size,
          refunds: ctx.state.refunds.size,
          manifests: ctx.state.manifests.size,
          tracks: ctx.state.tracks.size,
          webhooks: ctx.state.webhooks.size,
          webhook_deliveries: ctx.state.sender.log.length,
        },
      }),
    ),
    route("POST", "/__control/reset", (ctx) => {
      ctx.state.reset();
      return json(200, { ok: true });
    }),
    route("DELETE", "/__control/faults", (ctx) => {
      ctx.state.faults.reset();
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/latency", (ctx) => {
      ctx.state.faults.latencyMs = num(ctx.body.ms, 0);
      ctx.state.faults.jitterMs = num(ctx.body.jitter_ms, 0);
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/fail-next", (ctx) => {
      const status = num(ctx.body.status, 500);
      const dflt = defaultFailureBody(status);
      const body =
        ctx.body.body === undefined
          ? dflt.body
          : typeof ctx.body.body === "string"
            ? ctx.body.body
            : JSON.stringify(ctx.body.body);
      ctx.state.faults.failRules.push({
        remaining: num(ctx.body.count, 1),
        status,
        body,
        contentType:
          str(ctx.body.content_type) ?? (ctx.body.body === undefined ? dflt.contentType : "application/json"),
        method: str(ctx.body.method)?.toUpperCase(),
        path: str(ctx.body.path),
      });
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/rate-limit", (ctx) => {
      const limit = ctx.body.limit;
      ctx.state.faults.rateLimit =
        limit === null || limit === undefined
          ? null
          : { limit: Number(limit), windowMs: num(ctx.body.window_ms, 60_000) };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/lose-next-transaction", (ctx) => {
      ctx.state.faults.loss = lossRule(ctx.body);
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/fail-next-label", (ctx) => {
      ctx.state.faults.labelErrors = {
        remaining: num(ctx.body.count, 1),
        text: str(ctx.body.text) ?? "The carrier could not generate the label. Please try again later.",
      };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/queue-next-transaction", (ctx) => {
      ctx.state.faults.queue = { remaining: num(ctx.body.count, 1), reads: num(ctx.body.reads, 1) };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/refuse-next-refund", (ctx) => {
      ctx.state.faults.refundRefusals = {
        remaining: num(ctx.body.count, 1),
        text: str(ctx.body.text) ?? REFUSED_REFUND_TEXT,
      };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/pending-next-refund", (ctx) => {
      const settle = str(ctx.body.settle) ?? "SUCCESS";
      if (settle !== "SUCCESS" && settle !== "ERROR") throw new ShippoError(400, { settle: ["SUCCESS or ERROR"] });
      ctx.state.faults.refundPending = { remaining: num(ctx.body.count, 1), reads: num(ctx.body.reads, 1), settle };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/lose-next-refund", (ctx) => {
      ctx.state.faults.refundLoss = lossRule(ctx.body);
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/refuse-next-manifest", (ctx) => {
      ctx.state.faults.manifestRefusals = {
        remaining: num(ctx.body.count, 1),
        text: str(ctx.body.text) ?? REFUSED_MANIFEST_TEXT,
      };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/queue-next-manifest", (ctx) => {
      ctx.state.faults.manifestQueue = { remaining: num(ctx.body.count, 1), reads: num(ctx.body.reads, 0) };
      return json(200, ctx.state.faults.describe());
    }),
    route("POST", "/__control/lose-next-manifest", (ctx) => {
      ctx.state.faults.manifestLoss = lossRule(ctx.body);
      return json(200, ctx.state.faults.describe());
    }),
    route("GET", "/__control/manifests", (ctx) => {
      const account = ctx.url.searchParams.get("carrier_account");
      const list = [...ctx.state.manifests.values()]
        .map((m) => m.wire)
        .filter((m) => !account || m.carrier_account === account);
      return json(200, { count: list.length, manifests: list });
    }),
    route("DELETE", "/__control/manifests", (ctx) => {
      ctx.state.manifests.clear();
      return json(200, { count: 0, manifests: [] });
    }),
    route("GET", "/__control/refunds", (ctx) => {
      const tx = ctx.url.searchParams.get("transaction");
      const list = [...ctx.state.refunds.values()]
        .filter((r) => !tx || r.wire.transaction === tx)
        .map((r) => ({ ...r.wire, settles_to: r.settleTo }));
      return json(200, { count: list.length, refunds: list });
    }),
    route("GET", "/__control/shipments/:id/transactions", (ctx, p) => {
      const shipment = ctx.state.shipments.get(p.id);
      if (!shipment) throw notFound();
      // What each label was bought with: who pays for it, its parcel's insurance and where it goes.
      const { extra, parcels, address_to: to } = shipment.wire;
      const list = [...ctx.state.transactions.values()]
        .filter((t) => t.shipmentId === p.id)
        .map((t) => ({
          object_id: t.wire.object_id,
          status: t.pending ? "QUEUED" : t.wire.status,
          rate: t.wire.rate,
          parcel: t.wire.parcel,
          tracking_number: t.pending?.tracking_number ?? t.wire.tracking_number,
          label_file_type: t.wire.label_file_type,
          object_created: t.wire.object_created,
          billing: extra.billing ?? null,
          insurance: parcels.find((x) => x.object_id === t.wire.parcel)?.extra.insurance ?? null,
          address_to: {
            street1: to.street1,
            street2: to.street2,
            city: to.city,
            state: to.state,
            zip: to.zip,
            is_residential: to.is_residential,
          },
        }));
      // The shipment's parcels too: what each label was quoted and bought at (a transaction names its parcel by id).
      return json(200, { shipment: p.id, parcels, count: list.length, transactions: list });
    }),
    route("GET", "/__control/requests", (ctx) => {
      const path = ctx.url.searchParams.get("path");
      const limit = num(ctx.url.searchParams.get("limit"), 200);
      const list = ctx.state.requests.filter((r) => !path || r.path.startsWith(path));
      return json(200, { count: list.length, requests: list.slice(-limit) });
    }),
    route("POST", "/__control/config", (ctx) => {
      const b = ctx.body;
      const c = ctx.state.config;
      if ("auto_advance_ms" in b) c.autoAdvanceMs = b.auto_advance_ms === null ? null : Number(b.auto_advance_ms);
      if ("webhook_nulls" in b) c.webhookNulls = Boolean(b.webhook_nulls);
      if ("oauth_client_id" in b) c.oauthClientId = str(b.oauth_client_id) ?? null;
      if ("oauth_client_secret" in b) c.oauthClientSecret = str(b.oauth_client_secret) ?? null;
      if ("oauth_redirect_uri" in b) c.oauthRedirectUri = str(b.oauth_redirect_uri) ?? null;
      const s = ctx.state.sender.config;
      if ("webhook_secret" in b) s.hmacSecret = str(b.webhook_secret) ?? null;
      if ("webhook_retry_delay_ms" in b) s.retryDelayMs = Number(b.webhook_retry_delay_ms);
      if ("webhook_timeout_ms" in b) s.timeoutMs = Number(b.webhook_timeout_ms);
      hooks.onConfig();
      return json(200, {
        ...c,
        webhook_hmac: Boolean(s.hmacSecret),
        webhook_retry_delay_ms: s.retryDelayMs,
        webhook_timeout_ms: s.timeoutMs,
      });
    }),
    route("POST", "/__control/tokens/revoke", (ctx) => {
      const token = str(ctx.body.token)?.replace(/^(ShippoToken|Bearer) /, "");
      if (!token) throw new ShippoError(400, { token: ["This field is required."] });
      ctx.state.revoked.add(token);
      return json(200, { revoked: token });
    }),
    route("GET", "/__control/tracks/:carrier/:number", (ctx, p) => {
      const t = trackOr404(ctx.state, p.carrier, p.number);
      return json(200, { ...trackWire(t, t.txAccount), followers: t.accounts.size, final: t.final });
    }),
    route("POST", "/__control/tracks/:carrier/:number/advance", async (ctx, p) => {
      const t = trackOr404(ctx.state, p.carrier, p.number);
      const b = ctx.body;
      const to = str(b.to)?.toUpperCase() as Milestone | undefined;
      if (to && !MILESTONES.includes(to)) throw new ShippoError(400, { to: [`One of ${MILESTONES.join(", ")}.`] });
      const before = t.events.length;
      try {
        advance(t, {
          to,
          steps: b.steps === undefined ? undefined : Number(b.steps),
          at: str(b.at) ? new Date(String(b.at)) : undefined,
          spacingMs: b.spacing_ms === undefined ? undefined : Number(b.spacing_ms),
          substatus: str(b.substatus),
        });
      } catch (e) {
        throw new ShippoError(409, { detail: e instanceof Error ? e.message : String(e) });
      }
      const added = t.events.slice(before);
      if (b.deliver !== false) {
        const indexes = added.map((_, i) => before + i);
        const sent = notifyTrack(ctx.state, t, indexes, num(b.repeat, 1));
        if (b.wait !== false) await sent;
      }
      return json(200, { added: added.length, track: trackWire(t, t.txAccount) });
    }),
    route("POST", "/__control/tracks/:carrier/:number/backdate", (ctx, p) => {
      const t = trackOr404(ctx.state, p.carrier, p.number);
      const at = new Date(String(ctx.body.at ?? ""));
      if (Number.isNaN(at.getTime())) throw new ShippoError(400, { at: ["An ISO date is required."] });
      const shift = backdate(t, at);
      const tx = t.transactionId ? ctx.state.transactions.get(t.transactionId) : undefined;
      if (tx) {
        const move = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
        tx.wire.object_created = move(tx.wire.object_created);
        tx.wire.object_updated = move(tx.wire.object_updated);
        if (tx.wire.eta) tx.wire.eta = move(tx.wire.eta);
      }
      return json(200, { track: trackWire(t, t.txAccount) });
    }),
    route("POST", "/__control/tracks/:carrier/:number/redeliver", async (ctx, p) => {
      const t = trackOr404(ctx.state, p.carrier, p.number);
      const order = str(ctx.body.order) ?? "asis";
      const indexes = t.events.map((_, i) => i);
      const ordered = order === "reverse" ? indexes.reverse() : order === "shuffle" ? shuffle(indexes) : indexes;
      const sent = notifyTrack(ctx.state, t, ordered, num(ctx.body.repeat, 1));
      if (ctx.body.wait !== false) await sent;
      return json(200, { order: ordered.map((i) => t.events[i].status), repeat: num(ctx.body.repeat, 1) });
    }),
    route("GET", "/__control/webhook-deliveries", (ctx) => {
      const q = ctx.url.searchParams;
      const list = ctx.state.sender.log.filter(
        (d) =>
          (!q.get("tracking_number") || d.tracking_number === q.get("tracking_number")) &&
          (!q.get("event") || d.event === q.get("event")),
      );
      return json(200, { count: list.length, deliveries: list });
    }),
    route("DELETE", "/__control/webhook-deliveries", (ctx) => {
      ctx.state.sender.log.length = 0;
      return new Reply(204, null);
    }),
  ];
}
