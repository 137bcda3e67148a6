// The Eclipse-style ERP stand-in: one plain node:http server per environment port, sharing one seeded data set.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { control } from "./control";
import { seedData } from "./data/seed";
import { Env } from "./env";
import { ErpError, Query, Reply, isRecord, parseJson, readBody, send, sendError } from "./http";
import { buildRouter } from "./routes";
import { tokenFrom } from "./sessions";

export type ErpSimOptions = {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default [5000, 5001, 5002, 5003]: Production, Train, ECOM, CONV1. */
  ports?: number[];
  /** Default 54. */
  seed?: number;
  /** Default 8 hours. */
  sessionTtlSeconds?: number;
};

export type ErpSim = {
  host: string;
  ports: number[];
  baseUrl: string;
  close(): Promise<void>;
  /** Stops listening on every port (callers get "connection refused"), keeping the data and the sessions. */
  suspend(): Promise<void>;
  /** Listens again on the same address, as the ERP does after its service restarts. */
  resume(): Promise<void>;
};

export const DEFAULT_PORTS = [5000, 5001, 5002, 5003];
export const ENVIRONMENT_NAMES: Record<number, string> = {
  5000: "Production",
  5001: "Train",
  5002: "ECOM",
  5003: "CONV1",
};

/** IIS refuses query strings over 2048 characters with a 404.15 page (about 119 ProductIds; ERP contract, sim/erp/README.md). */
const MAX_QUERY_LENGTH = 2048;
const IIS_404_15 =
  "<!DOCTYPE html><html><head><title>IIS 10.0 Detailed Error - 404.15 - Not Found</title></head><body>" +
  "<h1>HTTP Error 404.15 - Not Found</h1><h2>The request filtering module is configured to deny a request where the query string is too long.</h2></body></html>";

const router = buildRouter();
const EMPTY = Buffer.alloc(0);

export async function startErpSim(opts: ErpSimOptions = {}): Promise<ErpSim> {
  const host = opts.host ?? "127.0.0.1";
  const ports = opts.ports ?? DEFAULT_PORTS;
  const data = seedData(opts.seed ?? 54);
  const ttl = opts.sessionTtlSeconds ?? 8 * 60 * 60;
  const servers: Server[] = [];
  try {
    for (const port of ports) {
      const env = new Env(port, data, ttl);
      const server = createServer((req, res) => {
        handle(env, req, res).catch((err) => fail(res, err));
      });
      servers.push(server);
      await listen(server, port, host);
    }
  } catch (err) {
    await Promise.all(servers.map(closeServer));
    throw err;
  }
  // Suspending closes the ports as closing does; only resume listens on them again.
  const stop = async () => {
    await Promise.all(servers.map(closeServer));
  };
  return {
    host,
    ports: [...ports],
    baseUrl: `http://${host}`,
    close: stop,
    suspend: stop,
    resume: async () => {
      await Promise.all(servers.map((server, i) => (server.listening ? undefined : listen(server, ports[i], host))));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Hung requests (hangNext) and idle keep-alive sockets would otherwise hold close() open.
    server.closeAllConnections();
  });
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

async function handle(env: Env, req: IncomingMessage, res: ServerResponse) {
  const rawUrl = req.url ?? "/";
  const q = rawUrl.indexOf("?");
  const rawPath = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  const rawQuery = q >= 0 ? rawUrl.slice(q + 1) : "";
  const method = (req.method ?? "GET").toUpperCase();
  const segments = rawPath.split("/").filter(Boolean).map(safeDecode);
  // Most calls are GETs without a body: skip the stream plumbing for them.
  const hasBody =
    req.headers["content-length"] !== undefined
      ? req.headers["content-length"] !== "0"
      : req.headers["transfer-encoding"] !== undefined;
  const raw = hasBody ? await readBody(req) : EMPTY;

  if (segments[0]?.toLowerCase() === "__control" && segments.length === 2) {
    const reply = control(env, method, segments[1], parseJson(raw));
    return send(res, reply.status, reply.body);
  }
  if (rawQuery.length > MAX_QUERY_LENGTH) return send(res, 404, IIS_404_15, "text/html");

  const match = router.match(method, segments);
  env.count("route" in match ? match.route.key : `${method} (unmatched)`);

  if (env.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, env.faults.latencyMs));
  const target = `/${segments.join("/")}${rawQuery ? `?${rawQuery}` : ""}`;
  if (env.faults.takeHang(method, target)) return; // never answered: the client's time-out is what is under test
  const failStatus = env.faults.takeFailure(method, target);
  if (failStatus !== null) return sendError(res, failStatus, "Simulated failure (fault injection)");

  if (!("route" in match)) {
    return match.pathExists
      ? sendError(res, 405, "The requested resource does not support this http method.")
      : sendError(res, 404, "No HTTP resource was found that matches the request URI.");
  }
  const { route, params } = match;
  const session = route.isPublic ? null : env.sessions.touch(tokenFrom(req.headers));
  if (!route.isPublic && !session) return sendError(res, 401, "Session expired or invalid");

  const result = await route.handler({
    env,
    params,
    query: new Query(new URLSearchParams(rawQuery)),
    body: parseJson(raw),
    session,
    headers: req.headers,
  });
  if (method !== "GET" && !(result instanceof Reply && result.status >= 400)) env.recordWrite(method, target);
  // The call took effect; only its answer goes missing (a network drop after the ERP acted).
  if (env.faults.takeDrop(method, target)) return void res.destroy();
  const slowMs = env.faults.takeSlow(method, target);
  if (slowMs > 0) await new Promise((r) => setTimeout(r, slowMs));
  if (result instanceof Reply) send(res, result.status, result.body, result.contentType);
  else send(res, 200, env.faults.takeOmitUpdateKey(method, target) ? withoutUpdateKey(result) : result);
}

function withoutUpdateKey(result: unknown): unknown {
  if (!isRecord(result)) return result;
  const { updateKey: _dropped, ...rest } = result;
  return rest;
}

function fail(res: ServerResponse, err: unknown) {
  if (res.headersSent) return res.destroy();
  if (err instanceof ErpError) return sendError(res, err.status, err.message, err.extra);
  console.error("[erp-sim] unexpected error", err);
  sendError(res, 500, "An error has occurred.");
}
