// The Stripe objects the stand-in keeps, as they go on the wire (API version 2026-10-28.endive).

export type Metadata = Record<string, string>;

export interface Recurring {
  interval: "day" | "week" | "month" | "year";
  interval_count: number;
  meter: null;
  trial_period_days: null;
  usage_type: "licensed";
}

export interface Price {
  id: string;
  object: "price";
  active: boolean;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: boolean;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: Recurring | null;
  tax_behavior: "unspecified";
  tiers_mode: null;
  transform_quantity: null;
  type: "one_time" | "recurring";
  unit_amount: number;
  /** A decimal string on the wire; stripe-node turns it into a Stripe.Decimal. */
  unit_amount_decimal: string;
}

export interface Product {
  id: string;
  object: "product";
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: boolean;
  marketing_features: Array<{ name: string }>;
  metadata: Metadata;
  name: string;
  package_dimensions: null;
  shippable: null;
  statement_descriptor: null;
  tax_code: null;
  type: "service";
  unit_label: null;
  updated: number;
  url: null;
}

export interface Customer {
  id: string;
  object: "customer";
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: boolean;
  metadata: Metadata;
  name: string | null;
  phone: null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: "none";
  test_clock: null;
}

export interface SubscriptionItem {
  id: string;
  object: "subscription_item";
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  current_trial: null;
  discounts: string[];
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: [];
}

export interface Subscription {
  id: string;
  object: "subscription";
  application: null;
  application_fee_percent: null;
  automatic_tax: { disabled_reason: null; enabled: boolean; liability: null };
  billing_cycle_anchor: number;
  billing_cycle_anchor_config: null;
  billing_thresholds: null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: "charge_automatically";
  created: number;
  currency: string;
  customer: string;
  days_until_due: null;
  default_payment_method: string | null;
  default_source: null;
  description: string | null;
  discounts: string[];
  ended_at: number | null;
  invoice_settings: { account_tax_ids: null; issuer: { type: "self" } };
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  livemode: boolean;
  metadata: Metadata;
  next_pending_invoice_item_invoice: null;
  on_behalf_of: null;
  pause_collection: null;
  payment_settings: { payment_method_options: null; payment_method_types: null; save_default_payment_method: "off" };
  pending_invoice_item_interval: null;
  pending_setup_intent: null;
  pending_update: null;
  schedule: null;
  start_date: number;
  status: "active" | "canceled" | "incomplete" | "past_due" | "trialing" | "unpaid";
  test_clock: null;
  transfer_data: null;
  trial_end: null;
  trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } };
  trial_start: null;
}

export interface LineItem {
  id: string;
  object: "item";
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  adaptive_pricing: null;
  after_expiration: null;
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: boolean; liability: null; provider: null; status: null };
  billing_address_collection: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: string | null;
  collected_information: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  currency_conversion: null;
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: string | null;
  customer_account: null;
  customer_creation: "always" | "if_required" | null;
  customer_details: {
    address: null;
    business_name: null;
    email: string | null;
    individual_name: null;
    name: string | null;
    phone: null;
    tax_exempt: "none";
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: [];
  expires_at: number;
  integration_identifier: null;
  invoice: string | null;
  invoice_creation: null;
  livemode: boolean;
  locale: string | null;
  managed_payments: null;
  metadata: Metadata;
  mode: "payment" | "setup" | "subscription";
  origin_context: null;
  payment_intent: null;
  payment_link: null;
  payment_method_collection: "always" | "if_required" | null;
  payment_method_configuration_details: null;
  payment_method_options: Record<string, never>;
  payment_method_types: string[];
  payment_status: "paid" | "unpaid" | "no_payment_required";
  permissions: null;
  recovered_from: null;
  redirect_on_completion?: "always" | "if_required" | "never";
  return_url?: string;
  saved_payment_method_options: null;
  setup_intent: null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: "open" | "complete" | "expired";
  submit_type: null;
  subscription: string | null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: string;
  url: string | null;
  wallet_options: null;
}

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  subscriptionMetadata: Metadata;
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: boolean;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
