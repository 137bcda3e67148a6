import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate limits of the public routes (CLARIFICATIONS 44), kept in the database so they hold across instances: one
 * row per (limit, client address), counting the requests of the current fixed window.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    clientKey: text("client_key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.clientKey] }),
    index("rate_limit_hits_window_start_idx").on(t.windowStart),
  ],
);
