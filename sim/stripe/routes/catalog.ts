// Products and prices: read (with filters and expand) and create, as the portal's product pages need.
import { bool, expanded, page, type ApiCtx } from "../api-context";
import { asList, asString, asStringMap, type FormValue } from "../form";
import { invalid, json, missing, route, type Route } from "../http";
import { makePrice, makeProduct, makeRecurring } from "../objects";
import type { Price, Product, Recurring } from "../types";

const INTERVALS = ["day", "week", "month", "year"];

function recurringFrom(v: FormValue | undefined, param: string): Recurring | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const interval = asString(v.interval);
  if (!interval || !INTERVALS.includes(interval))
    throw invalid(`Invalid ${param}[interval]: must be one of day, month, week, or year`, `${param}[interval]`);
  return makeRecurring(interval as Recurring["interval"], Number(asString(v.interval_count) ?? 1));
}

function unitAmount(v: FormValue | undefined, param: string): number {
  const n = Number(asString(v));
  if (asString(v) === undefined) throw invalid(`Missing required param: ${param}.`, param, "parameter_missing");
  if (!Number.isInteger(n) || n < 0) throw invalid(`Invalid integer: ${asString(v)}`, param);
  return n;
}

export function getProduct(ctx: ApiCtx, id: string): Product {
  const p = ctx.state.products.get(id);
  if (!p) throw missing("product", id);
  return p;
}

export function getPrice(ctx: ApiCtx, id: string, param = "id"): Price {
  const p = ctx.state.prices.get(id);
  if (!p) throw missing("price", id, param);
  return p;
}

/** Inline `price_data` (checkout line items) or `default_price_data` (product create) becomes a Price. */
export function priceFromData(ctx: ApiCtx, data: FormValue, param: string, productId?: string): Price {
  if (typeof data !== "object" || Array.isArray(data)) throw invalid(`Invalid object`, param);
  let product = productId ?? asString(data.product);
  if (!product && data.product_data && typeof data.product_data === "object" && !Array.isArray(data.product_data)) {
    const name = asString(data.product_data.name);
    if (!name)
      throw invalid(
        `Missing required param: ${param}[product_data][name].`,
        `${param}[product_data][name]`,
        "parameter_missing",
      );
    const p = makeProduct({
      name,
      description: asString(data.product_data.description) ?? null,
      metadata: asStringMap(data.product_data.metadata),
    });
    ctx.state.products.set(p.id, p);
    product = p.id;
  }
  if (!product) throw invalid(`Missing required param: ${param}[product].`, `${param}[product]`, "parameter_missing");
  getProduct(ctx, product);
  const currency = asString(data.currency);
  if (!currency)
    throw invalid(`Missing required param: ${param}[currency].`, `${param}[currency]`, "parameter_missing");
  const price = makePrice({
    product,
    currency,
    unitAmount: unitAmount(data.unit_amount, `${param}[unit_amount]`),
    recurring: recurringFrom(data.recurring, `${param}[recurring]`),
  });
  ctx.state.prices.set(price.id, price);
  return price;
}

export const catalogRoutes: Route<ApiCtx>[] = [
  route("GET", "/v1/products", (ctx) => {
    const active = bool(ctx.params.active);
    const ids = asList(ctx.params.ids).map((x) => asString(x));
    const items = [...ctx.state.products.values()].filter(
      (p) => (active === undefined || p.active === active) && (ids.length === 0 || ids.includes(p.id)),
    );
    return json(200, expanded(ctx, page(ctx, items, "/v1/products", "product")));
  }),
  route("GET", "/v1/products/:id", (ctx, p) => json(200, expanded(ctx, getProduct(ctx, p.id)))),
  route("POST", "/v1/products", (ctx) => {
    const name = asString(ctx.params.name);
    if (!name) throw invalid("Missing required param: name.", "name", "parameter_missing");
    const id = asString(ctx.params.id);
    if (id && ctx.state.products.has(id)) throw invalid(`Product already exists.`, "id", "resource_already_exists");
    const features = asList(ctx.params.marketing_features).map((f) =>
      typeof f === "object" && !Array.isArray(f) ? (asString(f.name) ?? "") : "",
    );
    const product = makeProduct({
      id,
      name,
      description: asString(ctx.params.description) ?? null,
      metadata: asStringMap(ctx.params.metadata),
      active: bool(ctx.params.active),
      features,
    });
    ctx.state.products.set(product.id, product);
    if (ctx.params.default_price_data) {
      product.default_price = priceFromData(ctx, ctx.params.default_price_data, "default_price_data", product.id).id;
    }
    return json(200, expanded(ctx, product));
  }),
  route("POST", "/v1/products/:id", (ctx, p) => {
    const product = getProduct(ctx, p.id);
    const name = asString(ctx.params.name);
    if (name) product.name = name;
    if (ctx.params.description !== undefined) product.description = asString(ctx.params.description) || null;
    const active = bool(ctx.params.active);
    if (active !== undefined) product.active = active;
    if (ctx.params.metadata) product.metadata = { ...product.metadata, ...asStringMap(ctx.params.metadata) };
    const dp = asString(ctx.params.default_price);
    if (dp) product.default_price = getPrice(ctx, dp, "default_price").id;
    product.updated = Math.floor(Date.now() / 1000);
    return json(200, expanded(ctx, product));
  }),
  route("GET", "/v1/prices", (ctx) => {
    const q = ctx.params;
    const active = bool(q.active);
    const product = asString(q.product);
    const type = asString(q.type);
    const currency = asString(q.currency);
    const keys = asList(q.lookup_keys).map((k) => asString(k));
    const interval =
      q.recurring && typeof q.recurring === "object" && !Array.isArray(q.recurring)
        ? asString(q.recurring.interval)
        : undefined;
    const items = [...ctx.state.prices.values()].filter(
      (p) =>
        (active === undefined || p.active === active) &&
        (!product || p.product === product) &&
        (!type || p.type === type) &&
        (!currency || p.currency === currency) &&
        (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
        (!interval || p.recurring?.interval === interval),
    );
    return json(200, expanded(ctx, page(ctx, items, "/v1/prices", "price")));
  }),
  route("GET", "/v1/prices/:id", (ctx, p) => json(200, expanded(ctx, getPrice(ctx, p.id)))),
  route("POST", "/v1/prices", (ctx) => {
    const price = priceFromData(ctx, ctx.params, "price");
    price.lookup_key = asString(ctx.params.lookup_key) ?? null;
    price.nickname = asString(ctx.params.nickname) ?? null;
    price.metadata = asStringMap(ctx.params.metadata);
    const active = bool(ctx.params.active);
    if (active !== undefined) price.active = active;
    if (price.lookup_key) {
      for (const other of ctx.state.prices.values()) {
        if (other.id !== price.id && other.lookup_key === price.lookup_key) {
          if (bool(ctx.params.transfer_lookup_key)) other.lookup_key = null;
          else {
            ctx.state.prices.delete(price.id);
            throw invalid(`A price (\`${other.id}\`) already uses that lookup key.`, "lookup_key");
          }
        }
      }
    }
    return json(200, expanded(ctx, price));
  }),
  route("POST", "/v1/prices/:id", (ctx, p) => {
    const price = getPrice(ctx, p.id);
    const active = bool(ctx.params.active);
    if (active !== undefined) price.active = active;
    if (ctx.params.metadata) price.metadata = { ...price.metadata, ...asStringMap(ctx.params.metadata) };
    if (ctx.params.nickname !== undefined) price.nickname = asString(ctx.params.nickname) || null;
    if (ctx.params.lookup_key !== undefined) price.lookup_key = asString(ctx.params.lookup_key) || null;
    return json(200, expanded(ctx, price));
  }),
];
