// Customer mails (issue 29 point 3): "your order has shipped" and "delivered", one row per label and kind.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./core";
import { shipments } from "./shipping";

export const CUSTOMER_MAIL_KINDS = ["shipped", "delivered"] as const;
export type CustomerMailKind = (typeof CUSTOMER_MAIL_KINDS)[number];

/**
 * A mail to the order's ship-to address about one label. Unique on (shipment, kind): a purchase replayed, retried
 * or recovered, or a delivered event heard twice, finds its row already there, so each label is mailed once. The
 * row is kept while the mail server is down (`nextAttemptAt` backs off) and marked sent once it accepted the mail,
 * or cancelled when its label was voided first (the mail would give the customer a refunded tracking number).
 */
export const customerMails = pgTable(
  "customer_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CustomerMailKind>().notNull(),
    /** The ship-to's email as the ERP gave it when the label was bought. */
    toEmail: text("to_email").notNull(),
    /** What the subject calls the order: its PO number, else the invoice. */
    orderRef: text("order_ref").notNull(),
    /** `cancelled`: never to be sent, `lastError` says why (its label was voided before the mail went). */
    state: text("state").$type<"pending" | "sent" | "cancelled">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then, so two instances never send it at once. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Why the last try did not send it (the mail server's answer), or why it was cancelled. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_mails_shipment_kind_idx").on(t.shipmentId, t.kind),
    index("customer_mails_due_idx").on(t.state, t.nextAttemptAt),
  ],
);

export type CustomerMail = typeof customerMails.$inferSelect;
