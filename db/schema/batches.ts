// Ship a batch (issue 27 point 4): a batch of invoices bought by the server's runner, kept so that a closed tab, a
// second instance or a restart finds it and finishes it.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./core";
import { sessions } from "./sessions";

/** How each invoice's rate was picked (lib/shipping/batches/pick-rate.ts). */
export type BatchRule = { kind: "cheapest" } | { kind: "fastest"; withinDays: number } | { kind: "rules" };
/**
 * The box every package of the batch is packed in, as the preset stood when the batch was made; `weight` is its empty
 * weight (0 when the preset has none), part of each item's weight.
 */
export type BatchBox = {
  presetId: string;
  name: string;
  length: number;
  width: number;
  height: number;
  weight: number;
};

export const BATCH_STATES = ["running", "finished"] as const;
export const BATCH_ITEM_STATES = ["queued", "buying", "bought", "failed"] as const;
export type BatchItemState = (typeof BATCH_ITEM_STATES)[number];

export const batches = pgTable(
  "batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The ERP branch id, upper-cased (TNNA). */
    branch: text("branch").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The portal session that started (or last retried) the batch: the runner posts line-item freight with its ERP
     * session, so a batch outlives its tab but not its user's sign-out.
     */
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "set null" }),
    rule: jsonb("rule").$type<BatchRule>().notNull(),
    boxPresetId: uuid("box_preset_id"),
    box: jsonb("box").$type<BatchBox>().notNull(),
    /** The label format the batch was made with (its branch's then): every label of it is bought in it. */
    labelFileType: text("label_file_type").notNull().default("PDF"),
    state: text("state").$type<(typeof BATCH_STATES)[number]>().notNull().default("running"),
    /** While in the future, one runner (of any instance) holds the batch; it renews it as it goes. */
    runnerId: uuid("runner_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("batches_company_branch_created_idx").on(t.companyId, t.branch, t.createdAt)],
);

/** One invoice of a batch: the quote it was reviewed with, its state, and what was bought. */
export const batchItems = pgTable(
  "batch_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    /** The order of the review, which is the order of the merged PDF's pages. */
    position: integer("position").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    /** With the company and the invoice, the label purchase's key (CLARIFICATIONS 45); fixed when the batch is made. */
    packageNumber: integer("package_number").notNull(),
    /** The rate quoted to the company at review (`rate_quotes.rate_id`). */
    quoteId: text("quote_id").notNull(),
    carrier: text("carrier"),
    service: text("service"),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }),
    currency: text("currency"),
    /**
     * The package's weight in lb the quote was made for (the ERP's sum or the clerk's, CLARIFICATIONS 63): the label's
     * and the freight's. Null only on items made before weights were kept (they weighed the batch's box).
     */
    weight: numeric("weight", { precision: 8, scale: 1, mode: "number" }),
    state: text("state").$type<BatchItemState>().notNull().default("queued"),
    reason: text("reason"),
    trackingNumber: text("tracking_number"),
    labelUrl: text("label_url"),
    transactionId: text("transaction_id"),
    shipmentId: uuid("shipment_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("batch_items_batch_position_idx").on(t.batchId, t.position),
    uniqueIndex("batch_items_batch_invoice_idx").on(t.batchId, t.invoiceNumber),
  ],
);

export type Batch = typeof batches.$inferSelect;
export type BatchItem = typeof batchItems.$inferSelect;
