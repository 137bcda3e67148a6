// Box presets (issue 27): each branch's named boxes for the shipping desk, and the box each customer last shipped in.
import { index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./core";

const inches = (name: string) => numeric(name, { precision: 6, scale: 2, mode: "number" });

/**
 * A named box of one branch (L x W x H in inches, optional empty weight in lb). Bounds (20 a branch, names of 40,
 * dimensions up to 108 in, 150 lb) are `lib/shipping/boxes/box-limits.ts`, checked on every write.
 */
export const boxPresets = pgTable(
  "box_presets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The ERP branch id, upper-cased (TNNA). */
    branch: text("branch").notNull(),
    name: text("name").notNull(),
    length: inches("length").notNull(),
    width: inches("width").notNull(),
    height: inches("height").notNull(),
    emptyWeight: numeric("empty_weight", { precision: 6, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("box_presets_company_branch_name_idx").on(t.companyId, t.branch, t.name),
    index("box_presets_company_branch_created_idx").on(t.companyId, t.branch, t.createdAt),
  ],
);

/**
 * The box a customer's last label was bought with (one row per company and ERP customer), so their next order
 * opens with it. The dimensions are kept beside the preset: a deleted preset leaves its size behind.
 */
export const customerLastBoxes = pgTable(
  "customer_last_boxes",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The ERP's bill-to customer id of the order. */
    customerId: text("customer_id").notNull(),
    presetId: uuid("preset_id").references(() => boxPresets.id, { onDelete: "set null" }),
    length: inches("length").notNull(),
    width: inches("width").notNull(),
    height: inches("height").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerId] })],
);

export type BoxPreset = typeof boxPresets.$inferSelect;
export type CustomerLastBox = typeof customerLastBoxes.$inferSelect;
