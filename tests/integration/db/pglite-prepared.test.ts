import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "@/db/client";
import { runPreparedPglite } from "@/db/pglite-prepared";

// PGlite whatever DATABASE_URL says: this is the PGlite path of the per-request session read.
let handle: DbHandle;
let client: PGlite;
beforeAll(async () => {
  handle = await openDb({ pgliteDir: "memory" });
  client = (handle.db as unknown as { $client: PGlite }).$client;
});
afterAll(() => handle.close());

describe("runPreparedPglite", () => {
  it("answers the first row's first column as text, null for no row or a null, in UTF-8", async () => {
    const sql = "select name || $2 from (values ('Zoë'), ('Ann')) as t(name) where name >= $1 order by name desc";
    expect(await runPreparedPglite(client, "t_first", sql, ["A", "!"])).toBe("Zoë!");
    expect(await runPreparedPglite(client, "t_first", sql, ["zz", "!"])).toBeNull();
    expect(await runPreparedPglite(client, "t_null", "select null::text", [])).toBeNull();
  });

  it("throws PostgreSQL's message and SQLSTATE, and the database answers the next call as before", async () => {
    await expect(runPreparedPglite(client, "t_div", "select (1 / $1::int)::text", ["0"])).rejects.toMatchObject({ message: "division by zero", code: "22012" });
    expect(await runPreparedPglite(client, "t_div", "select (1 / $1::int)::text", ["1"])).toBe("1");
    expect((await client.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
  });

  it("waits for another caller's transaction rather than running inside it", async () => {
    await client.exec("create table t_seen (v text)");
    const count = () => runPreparedPglite(client, "t_seen_count", "select count(*)::text from t_seen", []);
    expect(await count()).toBe("0"); // prepared now, so the read below goes straight to the protocol
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const hasInserted = new Promise<void>((resolve) => (inserted = resolve));
    const other = client.transaction(async (tx) => {
      await tx.exec("insert into t_seen values ('uncommitted')");
      inserted();
      await held;
      await tx.rollback();
    });
    await hasInserted;
    const read = count();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await other;
    // Inside that transaction it would have counted its uncommitted row.
    expect(await read).toBe("0");
  });
});
