// The tables most features share: companies (with their settings), users, products, menus, the logs and the email outbox.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const userTypeEnum = pgEnum("user_type", ["admin", "customer"]);
export const menuProductEnum = pgEnum("menu_product", ["e54", "eclipse"]);

/** Encrypted secret as stored: AES-256-GCM, base64 parts. Never sent to a browser. */
export type EncryptedSecret = { iv: string; tag: string; data: string };

export type SurchargeSettings = {
  authMethod: "loggedInUser" | "apiUser";
  apiUser?: { username: string; password?: EncryptedSecret };
  /** ERP product id of the surcharge line, by port. */
  productsByPort: Record<string, string>;
  /** apiUser links only (CLARIFICATIONS 50): the terms codes a link may surcharge; absent or empty, every order. */
  eligibleTermsCodes?: string[];
  /** apiUser links only: surcharges a company's links may apply an hour; absent, 100. */
  hourlyCap?: number;
};

export type Ship54Tracking = {
  authMethod: "disabled" | "apiUser";
  apiUser?: { username: string; password?: EncryptedSecret };
};

export type ShippoWebhook = {
  isActive: boolean;
  lastError?: string | null;
  url?: string | null;
  id?: string | null;
  createdAt?: string | null;
};

export type Ship54Settings = {
  shippo?: {
    connected?: boolean;
    accountInfo?: Record<string, unknown> | null;
    customerToken?: {
      encrypted?: EncryptedSecret;
      isValid?: boolean;
      lastTested?: string | null;
      testResults?: Record<string, unknown> | null;
      environment?: "test" | "live";
    };
    webhook?: ShippoWebhook;
  };
  freight?: { defaultMethod: "filedrop" | "lineitem"; productId?: string | null };
  shipping?: { enableTrackingTestMode?: boolean; testMode?: boolean };
  cod?: { termsCodes: string[]; balancePolicy: "warn" | "prevent" };
  /** PRINT.REVIEW statuses that hold an order (`HOLD*`: every status starting with HOLD), and warn or prevent. */
  printReviewHolds?: { values: string[]; policy: "warn" | "prevent" };
  /** CLARIFICATIONS 64: the ship vias that are not parcels (`X*`: every ship via starting with X). */
  nonParcelShipVias?: string[];
  /** Issue 29: mail the order's ship-to when a label is bought (and, with `delivered`, when it is delivered). */
  customerMails?: { enabled: boolean; replyTo: string | null; logoUrl: string | null; delivered: boolean };
};

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  companyCode: text("company_code").notNull().unique(),
  apiBaseUrl: text("api_base_url").notNull(),
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  city: text("city"),
  state: text("state"),
  postalCode: text("postal_code"),
  phone: text("phone"),
  apiPorts: jsonb("api_ports").$type<number[]>().notNull().default([5000]),
  products: jsonb("products").$type<string[]>().notNull().default([]),
  surcharge: jsonb("surcharge").$type<SurchargeSettings>(),
  ship54Tracking: jsonb("ship54_tracking").$type<Ship54Tracking>(),
  ship54Settings: jsonb("ship54_settings").$type<Ship54Settings>().notNull().default({}),
  hasValidToken: boolean("has_valid_token").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased so sign-in can match case-insensitively on an index. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    userType: userTypeEnum("user_type").notNull(),
    erpUserName: text("erp_user_name"),
    /** scrypt hash for admins; customers sign in through the ERP and have none. */
    passwordHash: text("password_hash"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "restrict" }),
    roles: jsonb("roles").$type<Record<string, string[]>>().notNull().default({}),
    products: jsonb("products").$type<string[]>().notNull().default([]),
    lastPort: integer("last_port").notNull().default(5000),
    /** Per-user shipping preferences (CLARIFICATIONS 27: enableAutoSearch is per user). */
    preferences: jsonb("preferences").$type<{ enableAutoSearch?: boolean }>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email), index("users_company_id_idx").on(t.companyId)],
);

export const products = pgTable("products", {
  /** The product code, e.g. ship54. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  longDescription: text("long_description").notNull().default(""),
  stripeProductId: text("stripe_product_id"),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  roles: jsonb("roles").$type<string[]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const menus = pgTable(
  "menus",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    product: menuProductEnum("product").notNull(),
    roles: jsonb("roles").$type<string[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("menus_path_product_idx").on(t.path, t.product)],
);

export const logs = pgTable(
  "logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id"),
    userEmail: text("user_email"),
    companyId: uuid("company_id"),
    companyCode: text("company_code"),
    type: text("type").notNull(),
    message: text("message").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("logs_type_timestamp_idx").on(t.type, t.timestamp),
    index("logs_timestamp_idx").on(t.timestamp),
    index("logs_user_email_idx").on(t.userEmail),
    index("logs_company_id_idx").on(t.companyId),
  ],
);

/** Every invite and customer mail, sent or not: without SMTP it is only stored here, and the admin Outbox page shows it. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    sentBy: uuid("sent_by"),
    delivered: boolean("delivered").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The invited user; kept null when that user is deleted later. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The invite template (standard or heritage). */
    template: text("template"),
  },
  (t) => [index("email_outbox_created_at_idx").on(t.createdAt)],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Menu = typeof menus.$inferSelect;
export type NewMenu = typeof menus.$inferInsert;
export type LogEntry = typeof logs.$inferSelect;
export type NewLogEntry = typeof logs.$inferInsert;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type NewOutboxEmail = typeof emailOutbox.$inferInsert;
