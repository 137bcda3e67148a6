// Checkout Sessions: create (validated as Stripe does for the pinned API version), retrieve, list, expire.
import { expanded, page, type ApiCtx } from "../api-context";
import { asList, asString, asStringMap, type FormValue } from "../form";
import { clientSecretFor, newId, newSessionId, nowSec } from "../ids";
import { invalid, json, missing, route, type Route } from "../http";
import { expireSession } from "../lifecycle";
import { list } from "../objects";
import type { CheckoutSession, LineItem, SessionRecord } from "../types";
import { getPrice, getProduct, priceFromData } from "./catalog";

/** Parameters `checkout.sessions.create` takes; anything else is "unknown", as Stripe answers. */
const KNOWN = new Set([
  "adaptive_pricing",
  "after_expiration",
  "allow_promotion_codes",
  "automatic_tax",
  "billing_address_collection",
  "branding_settings",
  "cancel_url",
  "client_reference_id",
  "consent_collection",
  "currency",
  "custom_fields",
  "custom_text",
  "customer",
  "customer_account",
  "customer_creation",
  "customer_email",
  "customer_update",
  "discounts",
  "excluded_payment_method_types",
  "expand",
  "expires_at",
  "integration_identifier",
  "invoice_creation",
  "line_items",
  "locale",
  "managed_payments",
  "metadata",
  "mode",
  "name_collection",
  "optional_items",
  "origin_context",
  "payment_intent_data",
  "payment_method_collection",
  "payment_method_configuration",
  "payment_method_data",
  "payment_method_options",
  "payment_method_types",
  "permissions",
  "phone_number_collection",
  "redirect_on_completion",
  "return_url",
  "saved_payment_method_options",
  "setup_intent_data",
  "shipping_address_collection",
  "shipping_options",
  "submit_type",
  "subscription_data",
  "success_url",
  "tax_id_collection",
  "ui_mode",
  "wallet_options",
]);

/** API 2026-03-25.dahlia renamed the UI modes; older pinned versions keep the old names. */
export function uiModesFor(apiVersion: string): { modes: string[]; embedded: string; hosted: string } {
  return apiVersion >= "2026-03-25"
    ? { modes: ["hosted_page", "embedded_page", "elements", "form"], embedded: "embedded_page", hosted: "hosted_page" }
    : { modes: ["hosted", "embedded", "custom"], embedded: "embedded", hosted: "hosted" };
}

function obj(v: FormValue | undefined): Record<string, FormValue> | undefined {
  return v && typeof v === "object" && !Array.isArray(v) ? v : undefined;
}

function buildLineItems(ctx: ApiCtx, mode: string): LineItem[] {
  const raw = asList(ctx.params.line_items);
  if (raw.length === 0) {
    if (mode === "setup") return [];
    throw invalid(`You must specify either \`line_items\` or \`mode: setup\`.`, "line_items");
  }
  const items = raw.map((entry, i) => {
    const li = obj(entry) ?? {};
    const param = `line_items[${i}]`;
    const priceId = asString(li.price);
    const price = priceId
      ? getPrice(ctx, priceId, `${param}[price]`)
      : li.price_data
        ? priceFromData(ctx, li.price_data, `${param}[price_data]`)
        : undefined;
    if (!price) throw invalid(`You must specify either \`price\` or \`price_data\` in ${param}.`, param);
    if (!price.active && priceId)
      throw invalid(`The price specified is inactive. This field only accepts active prices.`, `${param}[price]`);
    const qRaw = asString(li.quantity);
    if (qRaw === undefined)
      throw invalid(`Missing required param: ${param}[quantity].`, `${param}[quantity]`, "parameter_missing");
    const quantity = Number(qRaw);
    if (!Number.isInteger(quantity) || quantity < 1) throw invalid(`Invalid integer: ${qRaw}`, `${param}[quantity]`);
    const product = getProduct(ctx, price.product);
    const total = price.unit_amount * quantity;
    const item: LineItem = {
      id: newId("li", 24),
      object: "item",
      amount_discount: 0,
      amount_subtotal: total,
      amount_tax: 0,
      amount_total: total,
      currency: price.currency,
      description: product.name,
      price,
      quantity,
    };
    return item;
  });
  if (mode === "subscription" && !items.some((i) => i.price.recurring)) {
    throw invalid(
      "You must provide at least one recurring price in `subscription` mode when using prices.",
      "line_items",
    );
  }
  if (mode === "payment" && items.some((i) => i.price.recurring)) {
    throw invalid(
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      "line_items",
    );
  }
  const currencies = new Set(items.map((i) => i.currency));
  if (currencies.size > 1) throw invalid("All prices in a Checkout Session must have the same currency.", "line_items");
  return items;
}

function createSession(ctx: ApiCtx): SessionRecord {
  const p = ctx.params;
  for (const key of Object.keys(p)) {
    if (!KNOWN.has(key)) throw invalid(`Received unknown parameter: ${key}`, key, "parameter_unknown");
  }
  const mode = asString(p.mode);
  if (!mode) throw invalid("Missing required param: mode.", "mode", "parameter_missing");
  if (!["payment", "setup", "subscription"].includes(mode))
    throw invalid("Invalid mode: must be one of payment, setup, or subscription", "mode");

  const ui = uiModesFor(ctx.apiVersion);
  const uiMode = asString(p.ui_mode) ?? ui.hosted;
  if (!ui.modes.includes(uiMode)) {
    throw invalid(`Invalid ui_mode: must be one of ${ui.modes.join(", ")}`, "ui_mode", "parameter_invalid_enum");
  }
  const embedded = uiMode === ui.embedded || uiMode === "elements" || uiMode === "custom" || uiMode === "form";
  const returnUrl = asString(p.return_url);
  const successUrl = asString(p.success_url);
  const cancelUrl = asString(p.cancel_url);
  const redirectOnCompletion = asString(p.redirect_on_completion);
  if (embedded) {
    if (successUrl)
      throw invalid(
        `\`success_url\` is not allowed when \`ui_mode\` is \`${uiMode}\`. Use \`return_url\` instead.`,
        "success_url",
      );
    if (cancelUrl) throw invalid(`\`cancel_url\` is not allowed when \`ui_mode\` is \`${uiMode}\`.`, "cancel_url");
    if (redirectOnCompletion && !["always", "if_required", "never"].includes(redirectOnCompletion)) {
      throw invalid(
        "Invalid redirect_on_completion: must be one of always, if_required, or never",
        "redirect_on_completion",
      );
    }
    if (!returnUrl && redirectOnCompletion !== "never") {
      throw invalid(
        `\`return_url\` is required when \`ui_mode\` is \`${uiMode}\` unless \`redirect_on_completion\` is \`never\`.`,
        "return_url",
        "parameter_missing",
      );
    }
    if (returnUrl && redirectOnCompletion === "never")
      throw invalid("`return_url` cannot be set when `redirect_on_completion` is `never`.", "return_url");
  } else {
    if (returnUrl)
      throw invalid(`\`return_url\` can only be used when \`ui_mode\` is \`${ui.embedded}\`.`, "return_url");
    if (redirectOnCompletion)
      throw invalid(
        `\`redirect_on_completion\` can only be used when \`ui_mode\` is \`${ui.embedded}\`.`,
        "redirect_on_completion",
      );
  }
  for (const [name, url] of [
    ["return_url", returnUrl],
    ["success_url", successUrl],
    ["cancel_url", cancelUrl],
  ] as const) {
    if (url && !/^https?:\/\/[^\s]+$/i.test(url)) throw invalid(`Not a valid URL`, name, "url_invalid");
  }
  const customer = asString(p.customer);
  const customerEmail = asString(p.customer_email);
  if (customer && customerEmail)
    throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer");
  if (customer && !ctx.state.customers.has(customer)) throw missing("customer", customer, "customer");

  const lineItems = buildLineItems(ctx, mode);
  const metadata = asStringMap(p.metadata);
  const subData = obj(p.subscription_data);
  if (subData && mode !== "subscription")
    throw invalid("You can only specify `subscription_data` in `subscription` mode.", "subscription_data");
  const expiresRaw = asString(p.expires_at);
  const expiresAt = expiresRaw === undefined ? nowSec() + 24 * 3600 : Number(expiresRaw);
  if (!Number.isInteger(expiresAt) || expiresAt < nowSec() + 30 * 60 - 5 || expiresAt > nowSec() + 24 * 3600 + 5) {
    throw invalid(
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
      "expires_at",
    );
  }
  const livemode = false;
  const id = newSessionId(livemode);
  const created = nowSec();
  const total = lineItems.reduce((s, li) => s + li.amount_total, 0);
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: asString(p.allow_promotion_codes) === "true" ? true : null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: asString(p.billing_address_collection) ?? null,
    cancel_url: cancelUrl ?? null,
    client_reference_id: asString(p.client_reference_id) ?? null,
    client_secret: embedded ? clientSecretFor(id) : null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: lineItems[0]?.currency ?? "usd",
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: customer ?? null,
    customer_account: null,
    customer_creation: mode === "payment" && !customer ? "if_required" : null,
    customer_details: customerEmail
      ? {
          address: null,
          business_name: null,
          email: customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: "none",
          tax_ids: [],
        }
      : null,
    customer_email: customerEmail ?? null,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode,
    locale: asString(p.locale) ?? null,
    managed_payments: null,
    metadata,
    mode: mode as CheckoutSession["mode"],
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: mode === "subscription" ? "always" : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ["card"],
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: successUrl ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: uiMode,
    url: embedded ? null : `${ctx.origin}/c/pay/${id}`,
    wallet_options: null,
  };
  if (embedded) {
    session.redirect_on_completion = (redirectOnCompletion as CheckoutSession["redirect_on_completion"]) ?? "always";
    // The template stays as given; Stripe substitutes {CHECKOUT_SESSION_ID} only when it redirects.
    if (returnUrl) session.return_url = returnUrl;
  }
  const rec: SessionRecord = { session, lineItems, subscriptionMetadata: asStringMap(subData?.metadata) };
  ctx.state.sessions.set(id, rec);
  return rec;
}

function sessionOut(ctx: ApiCtx, rec: SessionRecord) {
  const wantsLines = asList(ctx.params.expand).some((e) => asString(e) === "line_items");
  const base = expanded(ctx, rec.session, ["line_items"]);
  return wantsLines
    ? { ...base, line_items: list(`/v1/checkout/sessions/${rec.session.id}/line_items`, rec.lineItems) }
    : base;
}

function getSession(ctx: ApiCtx, id: string): SessionRecord {
  const rec = ctx.state.session(id);
  if (!rec) throw missing("checkout.session", id, "session");
  return rec;
}

export const checkoutRoutes: Route<ApiCtx>[] = [
  route("POST", "/v1/checkout/sessions", (ctx) => json(200, sessionOut(ctx, createSession(ctx)))),
  route("GET", "/v1/checkout/sessions", (ctx) => {
    const q = ctx.params;
    const [customer, subscription, status] = [asString(q.customer), asString(q.subscription), asString(q.status)];
    const items = [...ctx.state.sessions.values()]
      .map((r) => r.session)
      .filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (!subscription || s.subscription === subscription) &&
          (!status || s.status === status),
      );
    return json(200, expanded(ctx, page(ctx, items, "/v1/checkout/sessions", "checkout.session")));
  }),
  route("GET", "/v1/checkout/sessions/:id", (ctx, p) => json(200, sessionOut(ctx, getSession(ctx, p.id)))),
  route("GET", "/v1/checkout/sessions/:id/line_items", (ctx, p) => {
    const rec = getSession(ctx, p.id);
    return json(
      200,
      expanded(ctx, page(ctx, [...rec.lineItems].reverse(), `/v1/checkout/sessions/${p.id}/line_items`, "line_item")),
    );
  }),
  route("POST", "/v1/checkout/sessions/:id/expire", async (ctx, p) => {
    getSession(ctx, p.id);
    const event = expireSession(ctx.state, p.id, { id: ctx.requestId, idempotency_key: ctx.idempotencyKey });
    await ctx.state.bus.dispatch([event]);
    return json(200, sessionOut(ctx, getSession(ctx, p.id)));
  }),
];
