// Label formats (issue 29 point 1): the format each branch buys its labels in (Shippo's `label_file_type`).
import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./core";

/** One row per branch that chose a format; a branch with none buys PDF (letter). */
export const branchLabelFormats = pgTable(
  "branch_label_formats",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The ERP branch id, upper-cased (TNNA). */
    branch: text("branch").notNull(),
    /** One of LABEL_FORMATS (lib/shipping/labels/label-format.ts), checked on every write and read. */
    format: text("format").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.branch] })],
);

export type BranchLabelFormat = typeof branchLabelFormats.$inferSelect;
