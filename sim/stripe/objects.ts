// Builders for the Stripe objects, with every field the real API sends (most of them empty here).
import { base62, newId, nowSec } from "./ids";
import type { Customer, Metadata, Price, Product, Recurring, Subscription, SubscriptionItem } from "./types";

export function makeProduct(p: {
  id?: string;
  name: string;
  description?: string | null;
  metadata?: Metadata;
  active?: boolean;
  features?: string[];
}): Product {
  const now = nowSec();
  return {
    id: p.id ?? newId("prod", 14),
    object: "product",
    active: p.active ?? true,
    created: now,
    default_price: null,
    description: p.description ?? null,
    images: [],
    livemode: false,
    marketing_features: (p.features ?? []).map((name) => ({ name })),
    metadata: p.metadata ?? {},
    name: p.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: "service",
    unit_label: null,
    updated: now,
    url: null,
  };
}

export function makeRecurring(interval: Recurring["interval"], count = 1): Recurring {
  return { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: "licensed" };
}

export function makePrice(p: {
  id?: string;
  product: string;
  unitAmount: number;
  currency?: string;
  recurring?: Recurring | null;
  lookupKey?: string | null;
  nickname?: string | null;
  active?: boolean;
  metadata?: Metadata;
}): Price {
  return {
    id: p.id ?? newId("price"),
    object: "price",
    active: p.active ?? true,
    billing_scheme: "per_unit",
    created: nowSec(),
    currency: (p.currency ?? "usd").toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: p.lookupKey ?? null,
    metadata: p.metadata ?? {},
    nickname: p.nickname ?? null,
    product: p.product,
    recurring: p.recurring ?? null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: p.recurring ? "recurring" : "one_time",
    unit_amount: p.unitAmount,
    unit_amount_decimal: String(p.unitAmount),
  };
}

export function makeCustomer(c: { email: string | null; name: string | null; metadata?: Metadata }): Customer {
  return {
    id: newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: nowSec(),
    currency: "usd",
    default_source: null,
    delinquent: false,
    description: null,
    email: c.email,
    invoice_prefix: base62(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: c.metadata ?? {},
    name: c.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

const SECONDS: Record<Recurring["interval"], number> = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

/** Since API 2025-03-31.basil the billing period lives on each item, not on the subscription. */
export function periodEnd(start: number, r: Recurring | null): number {
  if (!r) return start;
  if (r.interval === "month" || r.interval === "year") {
    const d = new Date(start * 1000);
    if (r.interval === "month") d.setUTCMonth(d.getUTCMonth() + r.interval_count);
    else d.setUTCFullYear(d.getUTCFullYear() + r.interval_count);
    return Math.floor(d.getTime() / 1000);
  }
  return start + SECONDS[r.interval] * r.interval_count;
}

export function makeSubscription(s: {
  customer: string;
  items: Array<{ price: Price; quantity: number }>;
  metadata: Metadata;
  paymentMethod: string;
}): Subscription {
  const id = newId("sub");
  const now = nowSec();
  const items: SubscriptionItem[] = s.items.map((i) => ({
    id: newId("si", 14),
    object: "subscription_item",
    billing_thresholds: null,
    created: now,
    current_period_end: periodEnd(now, i.price.recurring),
    current_period_start: now,
    current_trial: null,
    discounts: [],
    metadata: {},
    price: i.price,
    quantity: i.quantity,
    subscription: id,
    tax_rates: [],
  }));
  return {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: s.items[0]?.price.currency ?? "usd",
    customer: s.customer,
    days_until_due: null,
    default_payment_method: s.paymentMethod,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    items: {
      object: "list",
      data: items,
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: s.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: "active",
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
    trial_start: null,
  };
}

export function list<T>(url: string, data: T[], hasMore = false) {
  return { object: "list" as const, data, has_more: hasMore, url };
}
