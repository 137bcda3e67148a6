import { primaryKey, text, timestamp, pgTable, uuid } from "drizzle-orm/pg-core";

/**
 * A short lease on one object key of a company's storage, held while a rename or an upload checks that its target
 * is free and writes it (S3 has no rename, and s3rver no conditional write): a second writer of the same key finds
 * the row and is refused instead of overwriting. A crashed holder's row lapses at `expiresAt`.
 */
export const storageKeyLocks = pgTable(
  "storage_key_locks",
  {
    companyId: uuid("company_id").notNull(),
    key: text("key").notNull(),
    holder: uuid("holder").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
