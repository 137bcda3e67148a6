import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The exactly-once ledger: one row per action that spends money or writes to the ERP, written before the action.
 * (kind, key) is what makes two requests the same action; `inFlight` says an attempt started acting and did not
 * record its outcome, so the next attempt must look for what it did before acting again.
 */
export const intents = pgTable(
  "intents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    companyId: uuid("company_id"),
    state: text("state").$type<"pending" | "done">().notNull().default("pending"),
    request: jsonb("request").$type<Record<string, unknown>>().notNull().default({}),
    /** Steps a multi-step action has finished (freight: the line, then the print status). */
    progress: jsonb("progress").$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb("result").$type<unknown>(),
    inFlight: boolean("in_flight").notNull().default(false),
    /** While in the future, one attempt holds the intent; others wait for its outcome. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex("intents_kind_key_idx").on(t.kind, t.key), index("intents_company_id_idx").on(t.companyId)],
);

export type Intent = typeof intents.$inferSelect;
