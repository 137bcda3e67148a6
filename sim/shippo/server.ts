// The Shippo stand-in: an HTTP server on loopback that the real `shippo` SDK can be pointed at (serverURL).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiCtx } from "./api-context";
import { authenticate } from "./auth";
import {
  Dropped,
  Reply,
  ShippoError,
  errorReply,
  json,
  match,
  originOf,
  parseBody,
  readBody,
  send,
  type Route,
} from "./http";
import { addressRoutes } from "./routes/addresses";
import { carrierAccountRoutes } from "./routes/carrier-accounts";
import { controlRoutes } from "./routes/control";
import { fileRoutes, type PublicCtx } from "./routes/files";
import { oauthRoutes } from "./routes/oauth";
import { manifestRoutes } from "./routes/manifests";
import { refundRoutes } from "./routes/refunds";
import { shipmentRoutes } from "./routes/shipments";
import { trackRoutes } from "./routes/tracks";
import { transactionRoutes } from "./routes/transactions";
import { webhookRoutes } from "./routes/webhooks";
import { ShippoState } from "./state";
import { advance } from "./tracking";
import { notifyTrack } from "./track-events";

export interface ShippoSimOptions {
  host?: string;
  port?: number;
}

export interface ShippoSim {
  url: string;
  port: number;
  close(): Promise<void>;
}

const API_ROUTES: Route<ApiCtx>[] = [
  ...addressRoutes,
  ...shipmentRoutes,
  ...transactionRoutes,
  ...refundRoutes,
  ...manifestRoutes,
  ...trackRoutes,
  ...webhookRoutes,
  ...carrierAccountRoutes,
];

const maskAuth = (h: string | undefined) =>
  h ? h.replace(/(shippo_(?:test|live)_[0-9a-f]{4})[0-9a-f]+/i, "$1…").replace(/(oauth\.[^.]{4})\S+/, "$1…") : null;

export async function startShippoSim(opts: ShippoSimOptions = {}): Promise<ShippoSim> {
  const host = opts.host ?? "127.0.0.1";
  const state = new ShippoState();
  let baseUrl = "";
  let autoTimer: NodeJS.Timeout | null = null;
  const hanging = new Set<ServerResponse>();

  /** Demo mode: every live parcel moves one scan forward per period and its webhooks go out. */
  const restartAutoAdvance = () => {
    if (autoTimer) clearInterval(autoTimer);
    autoTimer = null;
    const ms = state.config.autoAdvanceMs;
    if (!ms || ms <= 0) return;
    autoTimer = setInterval(() => {
      for (const t of state.tracks.values()) {
        if (t.final || t.events.length === 0 || t.carrier === "shippo") continue;
        const before = t.events.length;
        advance(t);
        void notifyTrack(state, t, [before]);
      }
    }, ms);
    autoTimer.unref();
  };

  const control = controlRoutes({ onConfig: restartAutoAdvance });
  const publicRoutes: Route<PublicCtx>[] = [...control, ...fileRoutes, ...oauthRoutes];

  async function runApi(
    req: IncomingMessage,
    url: URL,
    origin: string,
    body: Record<string, unknown>,
  ): Promise<Reply | Dropped> {
    const method = req.method ?? "GET";
    const delay = state.faults.delay();
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    const failure = state.faults.takeFailure(method, url.pathname);
    if (failure) {
      const headers: Record<string, string> = failure.status === 429 ? { "retry-after": "1" } : {};
      return new Reply(failure.status, failure.body, failure.contentType, headers);
    }
    const caller = authenticate(req.headers.authorization, state.revoked, state.oauthAccounts);
    const wait = state.faults.throttle(caller.account);
    if (wait > 0) {
      throw new ShippoError(
        429,
        { detail: `Request was throttled. Expected available in ${wait} seconds.` },
        { "retry-after": String(wait) },
      );
    }
    const found = match(API_ROUTES, method, url.pathname);
    if (found === null) throw new ShippoError(404, { detail: "Not found." });
    if (found === "method") throw new ShippoError(405, { detail: `Method "${method}" not allowed.` });
    return found.route.handler({ state, req, url, origin, caller, body }, found.params);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", baseUrl);
    const method = req.method ?? "GET";
    const origin = originOf(req, baseUrl);
    let outcome: Reply | Dropped;
    let body: Record<string, unknown> = {};
    try {
      const raw = method === "GET" || method === "HEAD" ? Buffer.alloc(0) : await readBody(req);
      body = parseBody(raw, req.headers["content-type"]);
      const pub = match(publicRoutes, method, url.pathname);
      if (pub && pub !== "method") {
        outcome = await pub.route.handler({ state, url, origin, body }, pub.params);
      } else if (url.pathname.startsWith("/__control") || pub === "method") {
        outcome = json(pub === "method" ? 405 : 404, {
          detail: pub === "method" ? `Method "${method}" not allowed.` : "Not found.",
        });
      } else {
        outcome = await runApi(req, url, origin, body);
      }
    } catch (e) {
      if (e instanceof ShippoError) outcome = errorReply(e);
      else {
        console.error("[shippo-sim]", e);
        outcome = new Reply(500, "<h1>Server Error (500)</h1>", "text/html");
      }
    }
    if (!url.pathname.startsWith("/__control") && !url.pathname.startsWith("/images/")) {
      state.requests.push({
        at: new Date().toISOString(),
        method,
        path: url.pathname + url.search,
        status: outcome instanceof Reply ? outcome.status : outcome.mode === "error" ? outcome.status : 0,
        auth: maskAuth(req.headers.authorization),
        body,
      });
      if (state.requests.length > 2000) state.requests.splice(0, state.requests.length - 2000);
    }
    if (outcome instanceof Dropped) {
      if (outcome.mode === "reset") req.socket.destroy();
      else if (outcome.mode === "hang") hanging.add(res);
      else send(res, new Reply(outcome.status, `<h1>Server Error (${outcome.status})</h1>`, "text/html"));
      return;
    }
    send(res, outcome);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      console.error("[shippo-sim]", e);
      if (!res.headersSent) send(res, new Reply(500, "<h1>Server Error (500)</h1>", "text/html"));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  return {
    url: baseUrl,
    port,
    async close() {
      if (autoTimer) clearInterval(autoTimer);
      state.sender.abortAll();
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
