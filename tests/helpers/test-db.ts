import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDb, type DbHandle } from "@/db/client";

/** The server URL with another database name: each suite gets a database of its own, dropped after. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database for one suite: PGlite in memory (from `pgliteTemplate`, a migrated dump, when given), or a new
 * database on the PostgreSQL of DATABASE_URL.
 * (A whole database rather than a schema: drizzle-kit's migrations name the public schema in foreign keys.)
 */
export async function createTestDb(
  opts: { pgliteTemplate?: string | null } = {},
): Promise<DbHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const from = opts.pgliteTemplate ? new Blob([await readFile(opts.pgliteTemplate)]) : undefined;
    return openDb({ pgliteDir: "memory", pgliteFrom: from });
  }

  const empty = await createEmptyDatabase(serverUrl);
  const handle = await openDb({ url: empty.url });
  return {
    url: empty.url,
    db: handle.db,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL of `serverUrl` (no migration run: a bench's older build migrates its own),
 * and how to drop it.
 */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e54_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
