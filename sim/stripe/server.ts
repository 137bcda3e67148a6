// The Stripe stand-in: an HTTP server on loopback for the real `stripe` SDK ({ host, port, protocol: "http" }),
// plus the browser side (a Stripe.js replacement and a checkout page) and signed webhooks.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiCtx } from "./api-context";
import { API_VERSION } from "./events";
import { decodeForm, type FormValue } from "./form";
import { Reply, StripeError, errorReply, json, match, readBody, send, type Route } from "./http";
import { newId } from "./ids";
import { browserRoutes, type BrowserCtx } from "./routes/browser";
import { catalogRoutes } from "./routes/catalog";
import { checkoutRoutes } from "./routes/checkout";
import { controlRoutes } from "./routes/control";
import { customerRoutes } from "./routes/customers";
import { StripeState } from "./state";

export interface StripeSimOptions {
  host?: string;
  port?: number;
  webhookUrl?: string;
  webhookSecret?: string;
}

export interface StripeSim {
  url: string;
  port: number;
  host: string;
  close(): Promise<void>;
  setWebhook(url: string, secret: string): void;
  /** Stops listening (callers get "connection refused"), keeping every object, event and setting. */
  suspend(): Promise<void>;
  /** Listens again on the same address and port. */
  resume(): Promise<void>;
}

const API_ROUTES: Route<ApiCtx>[] = [...catalogRoutes, ...checkoutRoutes, ...customerRoutes];

const authError = (message: string) => new StripeError(401, { type: "invalid_request_error", message });

/** Test-mode secret or restricted keys, as `Authorization: Bearer …` (or Basic with the key as user). */
function checkAuth(header: string | undefined): void {
  if (!header) {
    throw authError(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  let key = /^Bearer (\S+)$/.exec(header)?.[1];
  const basic = /^Basic (\S+)$/.exec(header)?.[1];
  if (!key && basic) key = Buffer.from(basic, "base64").toString("utf8").split(":")[0];
  if (!key || !/^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key)) {
    const shown = key ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : "";
    throw authError(
      `Invalid API Key provided: ${shown}. The Stripe stand-in accepts test-mode secret keys (sk_test_...) only.`,
    );
  }
}

function parseJsonOrForm(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (!raw.trim()) return {};
  if ((contentType ?? "").includes("application/json")) {
    try {
      const v = JSON.parse(raw) as unknown;
      return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return decodeForm(new URLSearchParams(raw));
}

export async function startStripeSim(opts: StripeSimOptions = {}): Promise<StripeSim> {
  const host = opts.host ?? "127.0.0.1";
  const state = new StripeState({ url: opts.webhookUrl ?? null, secret: opts.webhookSecret ?? null });
  let baseUrl = "";
  const setWebhook = (url: string | null, secret: string | null) => {
    state.bus.target.url = url;
    state.bus.target.secret = secret;
  };
  const pageRoutes: Route<BrowserCtx>[] = [...controlRoutes({ setWebhook }), ...browserRoutes];

  async function runApi(
    req: IncomingMessage,
    url: URL,
    raw: string,
    requestId: string,
    origin: string,
  ): Promise<Reply> {
    const method = req.method ?? "GET";
    const failure = state.takeFailure(url.pathname);
    if (failure) {
      throw new StripeError(failure.status, {
        type: "api_error",
        message: "An unknown error occurred. (simulated by the stand-in)",
      });
    }
    checkAuth(req.headers.authorization);
    const version = (req.headers["stripe-version"] as string | undefined) ?? API_VERSION;
    if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version))
      throw new StripeError(400, { type: "invalid_request_error", message: `Invalid Stripe API version: ${version}` });
    const contentType = req.headers["content-type"] ?? "";
    if (method === "POST" && raw.trim() && !contentType.includes("application/x-www-form-urlencoded")) {
      throw new StripeError(400, {
        type: "invalid_request_error",
        message: `Invalid request: unsupported Content-Type ${contentType}. If error persists and you need assistance, please contact support.`,
      });
    }
    const params: Record<string, FormValue> =
      method === "POST" ? decodeForm(new URLSearchParams(raw)) : decodeForm(url.searchParams);
    const found = match(API_ROUTES, method, url.pathname);
    if (!found || found === "method") {
      throw new StripeError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    }
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const fingerprint = createHash("sha256").update(`${method} ${url.pathname}\n${raw}`).digest("hex");
    if (method === "POST" && key) {
      const prior = state.idempotency.get(key);
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          throw new StripeError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        return new Reply(prior.status, prior.body, "application/json", { "idempotent-replayed": "true" });
      }
    }
    const ctx: ApiCtx = { state, params, apiVersion: version, requestId, idempotencyKey: key, origin };
    let reply: Reply;
    try {
      reply = await found.route.handler(ctx, found.params);
    } catch (e) {
      if (!(e instanceof StripeError) || !key || method !== "POST") throw e;
      // Stripe also replays a failed (4xx) answer for the same key.
      reply = errorReply(e, requestId);
    }
    if (method === "POST" && key)
      state.idempotency.set(key, { fingerprint, status: reply.status, body: String(reply.body) });
    return reply;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", baseUrl);
    const method = req.method ?? "GET";
    const origin = req.headers.host ? `http://${req.headers.host}` : baseUrl;
    const raw = method === "GET" || method === "HEAD" ? "" : await readBody(req);
    if (url.pathname.startsWith("/v1/")) {
      const requestId = newId("req", 14);
      let reply: Reply;
      try {
        reply = await runApi(req, url, raw, requestId, origin);
      } catch (e) {
        if (!(e instanceof StripeError)) console.error("[stripe-sim]", e);
        reply = errorReply(
          e instanceof StripeError
            ? e
            : new StripeError(500, { type: "api_error", message: "An unknown error occurred." }),
          requestId,
        );
      }
      state.requests.push({
        at: new Date().toISOString(),
        method,
        path: url.pathname + url.search,
        status: reply.status,
        stripe_version: (req.headers["stripe-version"] as string | undefined) ?? null,
        idempotency_key: (req.headers["idempotency-key"] as string | undefined) ?? null,
        body: raw ? decodeForm(new URLSearchParams(raw)) : null,
      });
      if (state.requests.length > 2000) state.requests.splice(0, state.requests.length - 2000);
      send(res, reply, {
        "request-id": requestId,
        "stripe-version": (req.headers["stripe-version"] as string | undefined) ?? API_VERSION,
      });
      return;
    }
    const found = match(pageRoutes, method, url.pathname);
    if (!found || found === "method") {
      send(
        res,
        json(found ? 405 : 404, {
          error: {
            type: "invalid_request_error",
            message: `${method} ${url.pathname} is not served by the Stripe stand-in.`,
          },
        }),
      );
      return;
    }
    const body = parseJsonOrForm(raw, req.headers["content-type"]);
    try {
      send(res, await found.route.handler({ state, url, origin, body }, found.params));
    } catch (e) {
      if (e instanceof StripeError) send(res, json(e.status, { error: e.error }));
      else throw e;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      console.error("[stripe-sim]", e);
      if (!res.headersSent)
        send(res, json(500, { error: { type: "api_error", message: "An unknown error occurred." } }));
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(opts.port ?? 0);
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  return {
    url: baseUrl,
    port,
    host,
    setWebhook: (url: string, secret: string) => setWebhook(url, secret),
    async close() {
      state.bus.abortAll();
      if (server.listening) await stopListening();
    },
    suspend: stopListening,
    resume: () => listen(port),
  };
}
