import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./core";

/**
 * Shippo OAuth `state` values (CLARIFICATIONS 28): single use, ten minutes, tied to the user and to a nonce cookie
 * of the browser that started the flow. Only hashes are stored; in the database so any instance can finish a flow.
 */
export const shippoOauthStates = pgTable(
  "shippo_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    nonceHash: text("nonce_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shippo_oauth_states_expires_at_idx").on(t.expiresAt)],
);

/** CLARIFICATIONS 46: the secret in each company's webhook URL, stored hashed; a new one on token change or delete. */
export const shippoWebhookSecrets = pgTable(
  "shippo_webhook_secrets",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shippo_webhook_secrets_secret_hash_idx").on(t.secretHash)],
);

export const WEBHOOK_OUTCOMES = ["received", "applied", "duplicate", "ignored", "failed"] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** Every tracking delivery that passed the secret check, its raw payload, and what came of it (for the admin page). */
export const shippoWebhookDeliveries = pgTable(
  "shippo_webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Cleared (null) after RAW_BODY_KEEP_DAYS (lib/shipping/tracking/prune-deliveries.ts); the columns above still tell what it was. */
    rawBody: text("raw_body"),
    outcome: text("outcome").$type<WebhookOutcome>().notNull().default("received"),
    reason: text("reason"),
    eventsAdded: integer("events_added").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("shippo_webhook_deliveries_received_at_idx").on(t.receivedAt),
    index("shippo_webhook_deliveries_company_id_idx").on(t.companyId, t.receivedAt),
  ],
);

export type ShippoWebhookDelivery = typeof shippoWebhookDeliveries.$inferSelect;
