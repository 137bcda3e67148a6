// What an authenticated API handler gets, and the list shape every Shippo collection shares.
import type { IncomingMessage } from "node:http";
import type { Caller } from "./auth";
import type { ShippoState } from "./state";

export interface ApiCtx {
  state: ShippoState;
  req: IncomingMessage;
  url: URL;
  /** Origin the caller reached us at; URLs we hand out are built on it. */
  origin: string;
  caller: Caller;
  body: Record<string, unknown>;
}

/** Shippo's `?page=&results=` paging with absolute `next`/`previous` links. */
export function paginate<T>(ctx: ApiCtx, items: T[], defaultResults = 5) {
  const page = Math.max(1, Number(ctx.url.searchParams.get("page") ?? 1) || 1);
  const results = Math.min(
    1000,
    Math.max(1, Number(ctx.url.searchParams.get("results") ?? defaultResults) || defaultResults),
  );
  const start = (page - 1) * results;
  const link = (p: number) => {
    const u = new URL(ctx.url.pathname, ctx.origin);
    ctx.url.searchParams.forEach((v, k) => u.searchParams.set(k, v));
    u.searchParams.set("page", String(p));
    u.searchParams.set("results", String(results));
    return u.toString();
  };
  return {
    next: start + results < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    count: items.length,
    results: items.slice(start, start + results),
  };
}
