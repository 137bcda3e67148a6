// Close Out the day (issue 29 point 2): a branch's labels closed out for a day, and the carriers' manifests made for it.
import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./core";

/**
 * One carrier account's Shippo manifest (the USPS SCAN form) of a close-out, as the last press left it: made (with
 * Shippo's documents), refused (Shippo's reason) or failed (Shippo did not answer), both retried by pressing again, or
 * in doubt (the intent's recovery settles it on the next press or by Check Again).
 */
export type CloseOutManifest = {
  carrier: string;
  carrierAccount: string;
  state: "made" | "refused" | "failed" | "doubt";
  manifestId: string | null;
  documents: string[];
  reason: string | null;
  intentId: string | null;
};

/**
 * A branch's close-out of one day, made once per (company, branch, day) however often Close Out is pressed. The
 * labels it closed point at it (`shipments.close_out_id`); one bought after it stays open for the next close-out.
 */
export const closeOuts = pgTable(
  "close_outs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The ERP branch id, upper-cased (TNNA). */
    branch: text("branch").notNull(),
    /** The desk's day, `YYYY-MM-DD`, as the clerk's clock reads it: the manifests' shipment date. */
    day: text("day").notNull(),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    manifests: jsonb("manifests").$type<CloseOutManifest[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("close_outs_company_branch_day_idx").on(t.companyId, t.branch, t.day)],
);

export type CloseOut = typeof closeOuts.$inferSelect;
