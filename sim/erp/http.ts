// Request and reply plumbing shared by every route: the ERP's error shape, query access and body parsing.
import type { IncomingMessage, ServerResponse } from "node:http";

/** Thrown by handlers; becomes `{ message, ...extra }` with the given status. */
export class ErpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ErpError(404, `${what} was not found`);
export const badRequest = (message: string, extra?: Record<string, unknown>) => new ErpError(400, message, extra);

/** A reply that is not plain JSON 200 (PDF bytes, HTML, other status). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly contentType = "application/json; charset=utf-8",
  ) {}
}

/**
 * Query parameters looked up case-insensitively: Eclipse takes `CustomerId` and `customerId` alike
 * (PascalCase on the pricing inquiries, camelCase elsewhere).
 */
export class Query {
  private readonly map = new Map<string, string[]>();

  constructor(search: URLSearchParams) {
    for (const [k, v] of search) {
      const key = k.toLowerCase();
      const list = this.map.get(key);
      if (list) list.push(v);
      else this.map.set(key, [v]);
    }
  }

  get(name: string): string | undefined {
    return this.map.get(name.toLowerCase())?.[0];
  }

  all(name: string): string[] {
    return this.map.get(name.toLowerCase()) ?? [];
  }

  bool(name: string): boolean {
    return (this.get(name) ?? "").toLowerCase() === "true";
  }

  /** An optional integer; a value that is not one is the caller's error, as on the real server. */
  int(name: string): number | undefined {
    const raw = this.get(name);
    if (raw === undefined || raw.trim() === "") return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n)) throw badRequest(`The value '${raw}' is not valid for ${name}.`);
    return n;
  }
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = "application/json; charset=utf-8",
) {
  let payload: string | Uint8Array;
  if (body instanceof Uint8Array || typeof body === "string") payload = body;
  else payload = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, { "Content-Type": contentType, "Content-Length": Buffer.byteLength(payload) });
  res.end(payload);
}

export function sendError(res: ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}) {
  send(res, status, { message, ...extra });
}

/** Plain object check for request bodies. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function requireRecord(v: unknown): Record<string, unknown> {
  if (!isRecord(v)) throw badRequest("The request body must be a JSON object.");
  return v;
}
