// Shipping and freight rules (CLARIFICATIONS 59, 60): each company's two ordered lists, edited on Ship54 Settings.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./core";

/**
 * One rule of a company: its kind (`shipping` or `freight`), its place in its list (lowest first), its name (unique
 * in the company and kind, whatever the case) and its definition: the conditions, then the action and extras
 * (shipping) or the pricing (freight), as `lib/shipping/rules/schemas.ts` checked them before every write. Bounds
 * (100 of each kind, names of 40) are `lib/shipping/rules/rule-limits.ts`.
 */
export const ship54Rules = pgTable(
  "ship54_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"shipping" | "freight">().notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ship54_rules_company_kind_name_idx").on(t.companyId, t.kind, sql`lower(${t.name})`),
    index("ship54_rules_company_kind_position_idx").on(t.companyId, t.kind, t.position),
  ],
);

export type Ship54Rule = typeof ship54Rules.$inferSelect;
