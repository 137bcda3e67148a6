import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { closeOuts } from "./close-outs";
import { companies, users } from "./core";

/** Spec 3 section 4; the server moves a shipment along them from Shippo's tracking (CLARIFICATIONS 22). */
export const shipmentStatusEnum = pgEnum("shipment_status", [
  "CREATED",
  "LABEL_PURCHASED",
  "SHIPPED",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "EXCEPTION",
  "RETURNED",
  /** The label was refunded at Shippo (CLARIFICATIONS 54): tracking stops, its ledger key is free. */
  "VOIDED",
]);

/** Shippo's states of a refund (a void), as the shipment keeps the last one it heard. */
export const REFUND_STATUSES = ["QUEUED", "PENDING", "SUCCESS", "ERROR"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A shipment's money, one state at a time (CLARIFICATIONS 57), changed only by lib/shipping/lifecycle:
 * label_bought -> freight_posted | no_freight -> voiding -> voided | refund_refused (live again, its freight posted
 * again where a void of the code before migration 0018 took it back; migration 0023 put those voids back to voiding).
 */
export const MONEY_STATES = [
  "label_bought",
  "freight_posted",
  "no_freight",
  "voiding",
  "voided",
  "refund_refused",
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

/** manual: Manual Shipment Creation; shipstation: shipped from an ERP invoice on the Shipment Dashboard. */
export const shipmentSourceEnum = pgEnum("shipment_source", ["manual", "shipstation"]);

export type ShipmentAddress = {
  name?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
};
/**
 * The freight of a label as it was priced when first computed (CLARIFICATIONS 60), kept so a retry posts the same and
 * a void takes back what was posted: the posting's total, this package's share of it, whether anything is posted,
 * and the sum that explains it (null when no freight rule priced it: the label's cost).
 */
export type ShipmentFreightCharge = {
  total: number;
  share: number;
  post: boolean;
  sum: string | null;
  rule: string | null;
};
export type ShipmentParcel = { length: number; width: number; height: number; weight: number };
/**
 * What else a quote's Shippo shipment asked for (CLARIFICATIONS 61): the label bought with the rate is made so, and a
 * purchase's intent keeps it. null on a quote: none of them.
 */
export type LabelExtras = {
  /** `address_to.is_residential` as sent; null: not sent (nobody knew). */
  residential: boolean | null;
  /** The customer's own account the label is billed to (Shippo third-party billing); null: the company's. */
  billing: { carrier: string; account: string; zip: string | null } | null;
  /** Each parcel's insured amount in dollars, in the quote's parcel order; null: not insured. */
  insurance: number[] | null;
};
export type EventLocation = {
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
};

/**
 * One bought label (spec 3 "Shipment", CLARIFICATIONS 22-24). Written by the server when the label is bought,
 * never from what a browser says it paid; one row per Shippo transaction.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Who bought the label; kept null when that user is deleted later. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    source: shipmentSourceEnum("source").notNull(),
    /** The ERP invoice (`S1000002.001`) or the manual id (`MANUAL-1732000000000`). */
    invoiceNumber: text("invoice_number").notNull(),
    /** 1 unless the screen ships several packages for one invoice (CLARIFICATIONS 45). */
    packageNumber: integer("package_number").notNull().default(1),
    poNumber: text("po_number"),
    trackingNumber: text("tracking_number"),
    /** Shippo's carrier token: usps, ups, fedex, dhl_express. */
    carrier: text("carrier"),
    servicelevel: text("servicelevel"),
    servicelevelToken: text("servicelevel_token"),
    /** The quoted rate's delivery estimate in days (the on-time rule measures against it); null when none was given. */
    estimatedDays: integer("estimated_days"),
    internalStatus: shipmentStatusEnum("internal_status").notNull().default("LABEL_PURCHASED"),
    statusDisplay: text("status_display"),
    /** The carrier's latest tracking status and its text, as Shippo reported them. */
    trackingStatus: text("tracking_status"),
    trackingStatusDetails: text("tracking_status_details"),
    needsAttention: boolean("needs_attention").notNull().default(false),
    eta: timestamp("eta", { withTimezone: true }),
    deliveryDate: timestamp("delivery_date", { withTimezone: true }),
    /** When the track was last read from Shippo (webhook or backstop); the backstop re-reads silent ones. */
    lastTrackedAt: timestamp("last_tracked_at", { withTimezone: true }),
    shipDate: timestamp("ship_date", { withTimezone: true }).notNull().defaultNow(),
    /** A label bought with a test token (spec 3: tracking test mode). */
    test: boolean("test").notNull().default(false),
    labelUrl: text("label_url"),
    /** Shippo's `label_file_type` the label was bought in (PDF, PDF_4x6, ZPLII); null before formats: PDF. */
    labelFileType: text("label_file_type"),
    trackingUrl: text("tracking_url"),
    shippoTransactionId: text("shippo_transaction_id").notNull(),
    shippoRateId: text("shippo_rate_id").notNull(),
    shippoShipmentId: text("shippo_shipment_id"),
    costAmount: numeric("cost_amount", { precision: 12, scale: 2, mode: "number" }),
    costCurrency: text("cost_currency"),
    retailCostAmount: numeric("retail_cost_amount", { precision: 12, scale: 2, mode: "number" }),
    retailCostCurrency: text("retail_cost_currency"),
    addressFrom: jsonb("address_from").$type<ShipmentAddress>(),
    addressTo: jsonb("address_to").$type<ShipmentAddress>(),
    parcel: jsonb("parcel").$type<ShipmentParcel>(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** The ERP branch the label was bought at (upper-cased; null before close-outs existed): its close-out's branch. */
    branch: text("branch"),
    /** The close-out that took the label; null until the branch closes out (issue 29 point 2). */
    closeOutId: uuid("close_out_id").references(() => closeOuts.id, { onDelete: "set null" }),
    /** The void (CLARIFICATIONS 54): Shippo's refund, its last known state, and why Shippo refused one. */
    refundId: text("refund_id"),
    refundStatus: text("refund_status").$type<RefundStatus>(),
    refundMessage: text("refund_message"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    /**
     * When the refunds job last read this void's refund: it reads the least recently read first, so refunds Shippo
     * holds for weeks cannot keep a newer void from being read (lib/shipping/voids/settle-open-refunds.ts).
     */
    refundReadAt: timestamp("refund_read_at", { withTimezone: true }),
    /** Set once, by the first freight post that prices the label (lib/shipping/freight/freight-charge.ts). */
    freightCharge: jsonb("freight_charge").$type<ShipmentFreightCharge>(),
    moneyState: text("money_state").$type<MoneyState>().notNull().default("label_bought"),
    /** When the money state last changed: how long a refund has been open, how long freight has waited. */
    moneyStateAt: timestamp("money_state_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("shipments_shippo_transaction_id_idx").on(t.shippoTransactionId),
    index("shipments_company_created_at_idx").on(t.companyId, t.createdAt),
    index("shipments_company_invoice_idx").on(t.companyId, t.invoiceNumber),
    index("shipments_tracking_number_idx").on(t.trackingNumber),
    index("shipments_company_branch_close_out_idx").on(t.companyId, t.branch, t.closeOutId),
  ],
);

/**
 * A shipment's tracking history (spec 3 `tracking_history`): one row per Shippo tracking event, unique on the
 * event's `object_id`, so a webhook delivered twice (or out of order) adds it once (CLARIFICATIONS 23).
 */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** Shippo's tracking status `object_id`; when absent, `{status}:{status_date}` stands in for it. */
    objectId: text("object_id").notNull(),
    status: text("status").notNull(),
    statusDetails: text("status_details"),
    substatus: jsonb("substatus").$type<{
      code?: string | null;
      text?: string | null;
      action_required?: boolean | null;
    }>(),
    location: jsonb("location").$type<EventLocation>(),
    statusDate: timestamp("status_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipment_events_shipment_object_idx").on(t.shipmentId, t.objectId),
    index("shipment_events_status_date_idx").on(t.shipmentId, t.statusDate),
  ],
);

/**
 * The rates the server quoted (one row per Shippo rate it handed a browser). A label is bought only for a rate
 * quoted to the same company, and the shipment record takes its cost, carrier, addresses and parcel from here,
 * never from what the browser sends back.
 */
export const rateQuotes = pgTable(
  "rate_quotes",
  {
    rateId: text("rate_id").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    shippoShipmentId: text("shippo_shipment_id").notNull(),
    /** The invoice (or manual id) the rate was quoted for: a batch buys an invoice's label only with its own quote. */
    invoiceNumber: text("invoice_number"),
    provider: text("provider").notNull(),
    carrier: text("carrier").notNull(),
    servicelevelName: text("servicelevel_name"),
    servicelevelToken: text("servicelevel_token"),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    amountLocal: numeric("amount_local", { precision: 12, scale: 2, mode: "number" }),
    currencyLocal: text("currency_local"),
    estimatedDays: integer("estimated_days"),
    durationTerms: text("duration_terms"),
    test: boolean("test").notNull().default(false),
    addressFrom: jsonb("address_from").$type<ShipmentAddress>().notNull(),
    addressTo: jsonb("address_to").$type<ShipmentAddress>().notNull(),
    parcel: jsonb("parcel").$type<ShipmentParcel>().notNull(),
    /** A multi-piece shipment's parcels, one per package in order (`parcel` is the first); null for one parcel. */
    parcels: jsonb("parcels").$type<ShipmentParcel[]>(),
    labelExtras: jsonb("label_extras").$type<LabelExtras>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_quotes_company_created_at_idx").on(t.companyId, t.createdAt)],
);

export type Shipment = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentEvent = typeof shipmentEvents.$inferSelect;
export type NewShipmentEvent = typeof shipmentEvents.$inferInsert;
export type RateQuote = typeof rateQuotes.$inferSelect;
export type NewRateQuote = typeof rateQuotes.$inferInsert;
