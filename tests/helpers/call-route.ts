import { NextRequest } from "next/server";
import { PEER_HEADER, peerHeaderValue } from "@/lib/api/client-address";

// Tests read answers loosely and assert on them; the handlers' own types are checked where they are written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

export type CallOptions<P> = {
  body?: unknown;
  token?: string;
  params?: P;
  headers?: Record<string, string>;
  /** The socket address the request comes from, stamped as the server stamps it (see lib/api/client-address). */
  address?: string;
  method?: string;
  url?: string;
};

/** Call a route handler as Next would, with a JSON body and an optional bearer token; answer status and JSON. */
export async function callRoute<P = Record<string, never>>(handler: Handler<P>, opts: CallOptions<P> = {}) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.address) headers.set(PEER_HEADER, peerHeaderValue(opts.address));
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers.set("content-type", "application/json");
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
  }
  const req = new NextRequest(opts.url ?? "http://localhost/api/test", {
    method: opts.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve((opts.params ?? {}) as P) });
  const type = res.headers.get("content-type") ?? "";
  const json: Json = type.includes("application/json") ? await res.json() : undefined;
  return { status: res.status, json, res };
}
