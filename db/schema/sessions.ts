import { index, json, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users, type EncryptedSecret } from "./core";

/**
 * One row per sign-in, cookie or bearer token. The browser or API client holds only this row's id (inside the
 * signed cookie or token); every request reads the row, so a sign-out, an expiry or a deleted user ends access at
 * once. `expiresAt` is fixed at sign-in and never moved (CLARIFICATIONS 47). A customer's ERP session token lives
 * here too, encrypted, bound to the ERP origin it was opened at.
 *
 * `caller` is the user and their company as the claims need them, kept by the database itself (triggers of
 * migration 0007 rewrite it in the same transaction as any change to the user or company row), so the read on every
 * request is one row by its primary key. Never written by the app.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    erpOrigin: text("erp_origin"),
    erpToken: jsonb("erp_token").$type<EncryptedSecret>(),
    erpExpiresAt: timestamp("erp_expires_at", { withTimezone: true }),
    caller: json("caller"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export type Session = typeof sessions.$inferSelect;
