// Request and reply plumbing for the Stripe stand-in: Stripe's error envelope and a tiny router.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface StripeErrorBody {
  type:
    | "invalid_request_error"
    | "api_error"
    | "card_error"
    | "idempotency_error"
    | "rate_limit_error"
    | "authentication_error";
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
}

/** Thrown by handlers; becomes `{ "error": {…} }`, which stripe-node turns into a typed StripeError. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

export const missing = (kind: string, id: string, param = "id") =>
  new StripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export class Reply {
  constructor(
    readonly status: number,
    readonly body: string | Buffer,
    readonly contentType = "application/json",
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Stripe pretty-prints its JSON; keeping that makes captured bodies look like the real thing. */
export const json = (status: number, body: unknown) => new Reply(status, JSON.stringify(body, null, 2));
export const html = (body: string, status = 200) => new Reply(status, body, "text/html; charset=utf-8");

export function errorReply(e: StripeError, requestId: string): Reply {
  return json(e.status, {
    error: { ...e.error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` },
  });
}

export async function readBody(req: IncomingMessage, limit = 2_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw invalid("Request body too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function send(res: ServerResponse, reply: Reply, extra: Record<string, string> = {}): void {
  res.writeHead(reply.status, { "content-type": reply.contentType, ...extra, ...reply.headers });
  res.end(reply.body);
}

export interface Route<C> {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: (ctx: C, params: Record<string, string>) => Promise<Reply> | Reply;
}

export function route<C>(method: string, path: string, handler: Route<C>["handler"]): Route<C> {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z_]+)/g, (_m, key: string) => {
    keys.push(key);
    return "([^/]+)";
  });
  return { method, pattern: new RegExp(`^${source}$`), keys, handler };
}

export function match<C>(routes: Route<C>[], method: string, pathname: string) {
  let pathMatched = false;
  for (const r of routes) {
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (r.method !== method) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1])));
    return { route: r, params };
  }
  return pathMatched ? ("method" as const) : null;
}
