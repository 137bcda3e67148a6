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

  const name = `e54_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const handle = await openDb({ url });
  return {
    url,
    db: handle.db,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
