// What an authenticated Stripe API handler gets, and the list/paging conventions all collections share.
import { expand } from "./expand";
import type { FormValue } from "./form";
import { asList, asString } from "./form";
import { invalid, missing } from "./http";
import type { StripeState } from "./state";

export interface ApiCtx {
  state: StripeState;
  /** Form body for POST, query for GET and DELETE, decoded from bracket notation. */
  params: Record<string, FormValue>;
  apiVersion: string;
  requestId: string;
  idempotencyKey: string | null;
  origin: string;
}

/** The object any id names, for `expand[]`. */
export function resolveId(state: StripeState, id: string): unknown {
  if (id.startsWith("prod_")) return state.products.get(id);
  if (id.startsWith("price_")) return state.prices.get(id);
  if (id.startsWith("cus_")) return state.customers.get(id);
  if (id.startsWith("sub_")) return state.subscriptions.get(id);
  if (id.startsWith("cs_")) return state.sessions.get(id)?.session;
  return undefined;
}

export function expanded<T>(ctx: ApiCtx, obj: T, skip: string[] = []): T {
  const paths = asList(ctx.params.expand)
    .map((p) => asString(p) ?? "")
    .filter((p) => p && !skip.includes(p));
  return expand(obj, paths, (id) => resolveId(ctx.state, id));
}

export function int(ctx: ApiCtx, name: string, fallback?: number): number | undefined {
  const raw = asString(ctx.params[name]);
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw invalid(`Invalid integer: ${raw}`, name);
  return n;
}

export function bool(v: FormValue | undefined): boolean | undefined {
  const s = asString(v);
  if (s === undefined) return undefined;
  return s === "true";
}

/** Stripe's cursor paging: `limit` (1..100, default 10), `starting_after`, `ending_before`, newest first. */
export function page<T extends { id: string }>(ctx: ApiCtx, items: T[], url: string, kind: string) {
  const limit = int(ctx, "limit", 10)!;
  if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
  const sorted = [...items].reverse();
  const after = asString(ctx.params.starting_after);
  const before = asString(ctx.params.ending_before);
  let start = 0;
  let end = sorted.length;
  if (after) {
    const i = sorted.findIndex((x) => x.id === after);
    if (i === -1) throw missing(kind, after, "starting_after");
    start = i + 1;
  }
  if (before) {
    const i = sorted.findIndex((x) => x.id === before);
    if (i === -1) throw missing(kind, before, "ending_before");
    end = i;
    start = Math.max(0, end - limit);
  }
  const data = sorted.slice(start, Math.min(end, start + limit));
  return { object: "list" as const, data, has_more: start + limit < end, url };
}
