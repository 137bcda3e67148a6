// Request and reply plumbing for the Shippo stand-in: body parsing, Django-REST-style errors, tiny router.
import type { IncomingMessage, ServerResponse } from "node:http";

/** Thrown by handlers; Shippo's API is Django REST Framework, so errors are field-keyed arrays or `{detail}`. */
export class ShippoError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === "object" && body && "detail" in body
        ? String((body as { detail: unknown }).detail)
        : `HTTP ${status}`,
    );
  }
}

export const notFound = () => new ShippoError(404, { detail: "Not found." });
export const fieldError = (field: string, message: string) => new ShippoError(400, { [field]: [message] });

/** A reply that is not a JSON object with the default status. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: Buffer | string | null,
    readonly contentType = "application/json",
    readonly headers: Record<string, string> = {},
  ) {}
}

export function json(status: number, body: unknown): Reply {
  return new Reply(status, JSON.stringify(body), "application/json");
}

export const html = (body: string, status = 200) => new Reply(status, body, "text/html; charset=utf-8");

export function redirect(location: string): Reply {
  return new Reply(302, "", "text/plain", { location });
}

export async function readBody(req: IncomingMessage, limit = 5_000_000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ShippoError(413, { detail: "Request body too large." });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** JSON bodies from the SDK; forms from browsers and from some OAuth clients. */
export function parseBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  const text = raw.toString("utf8");
  if (text.trim() === "") return {};
  if ((contentType ?? "").includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ShippoError(400, { detail: `JSON parse error - ${text.slice(0, 40)}` });
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ShippoError(400, { non_field_errors: ["Invalid data. Expected a dictionary."] });
  }
  return parsed as Record<string, unknown>;
}

export function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { "content-type": reply.contentType, ...reply.headers };
  if (reply.body === null || reply.status === 204) {
    res.writeHead(reply.status, reply.headers);
    res.end();
    return;
  }
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

export function errorReply(err: ShippoError): Reply {
  return new Reply(err.status, JSON.stringify(err.body), "application/json", err.headers);
}

/** The origin clients used to reach us, so URLs we hand out (labels, logos) work from their side. */
export function originOf(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  return host ? `http://${host}` : fallback;
}

export interface Route<C> {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: (ctx: C, params: Record<string, string>) => Promise<Reply | Dropped> | Reply | Dropped;
}

/** `/tracks/:carrier/:number` → a route; a trailing slash is optional, as Django's APPEND_SLASH allows. */
export function route<C>(method: string, path: string, handler: Route<C>["handler"]): Route<C> {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z_]+)/g, (_m, key: string) => {
    keys.push(key);
    return "([^/]+)";
  });
  return { method, pattern: new RegExp(`^${source}/?$`), keys, handler };
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
  return pathMatched ? "method" : null;
}

export function str(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  return typeof v === "string" ? v : String(v);
}

/** The work is done but the caller never gets a proper answer ("label bought, answer lost"). */
export class Dropped {
  constructor(
    readonly mode: "error" | "reset" | "hang",
    readonly status = 500,
  ) {}
}
