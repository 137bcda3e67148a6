import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = { db: Db; close(): Promise<void> };

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db/migrations");

/**
 * Open a database and bring it to the latest migration: PostgreSQL when a URL is given, PGlite otherwise.
 * `pgliteFrom` starts an in-memory PGlite from a dump of another (`dumpDataDir`), skipping its initdb.
 */
export async function openDb(opts: { url?: string; pgliteDir?: string; pgliteFrom?: Blob }): Promise<DbHandle> {
  if (opts.url) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not take the process down:
    // the pool discards it and the next query opens a new one.
    pool.on("error", (err) => logger.warn({ err: err.message }, "database connection lost"));
    // The pool listens only to idle connections; one checked out for a transaction that the server drops would
    // raise an uncaught error as well. Its queries fail on their own (503), and the pool discards it on release.
    pool.on("connect", (client) =>
      client.on("error", (err) => logger.warn({ err: err.message }, "database connection lost during a transaction")),
    );
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const dir = opts.pgliteDir && opts.pgliteDir !== "memory" ? path.resolve(opts.pgliteDir) : undefined;
  const client = opts.pgliteFrom ? new PGlite({ loadDataDir: opts.pgliteFrom }) : new PGlite(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, close: () => client.close() };
}

// One database per process, kept on globalThis so dev-server reloads reuse it (PGlite allows one opener per folder).
const holder = globalThis as unknown as { __e54Db?: Promise<DbHandle> };

export function getDb(): Promise<Db> {
  if (!holder.__e54Db) {
    const env = getEnv();
    holder.__e54Db = openDb({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
    holder.__e54Db.catch(() => (holder.__e54Db = undefined));
  }
  return holder.__e54Db.then((h) => h.db);
}

/** Point this process at an already-open database (integration tests open their own). */
export function provideDb(handle: DbHandle) {
  holder.__e54Db = Promise.resolve(handle);
}
