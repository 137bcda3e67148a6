// "A database connection dropped between the outside call and our write": every server process of the suite's
// database is ended from a connection of our own (as a PostgreSQL restart or failover does), while the flow's
// outside call is held open by the stand-in's slow-answer window. PGlite runs inside the process: no such fault.
import pg from "pg";

export async function dropDatabaseConnections(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
  } finally {
    await client.end();
  }
}

/** After a step that may have left attempts cut off mid-write: their leases are past, as they are minutes later. */
export const EXPIRE_LEASES =
  "update intents set lease_until = now() - interval '1 second' where lease_until is not null";

/**
 * The checker's own database work (setting up a key, finding an intent, counting) after a drop: a connection the
 * pool has not yet heard was ended fails once, as the portal's own queries do (503); the checker tries again.
 */
export async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await work();
    } catch (err) {
      if (tries === 5) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
