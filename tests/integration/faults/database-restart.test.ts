import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createMenu } from "@/app/api/admin/menus/route";
import { GET as getMenus } from "@/app/api/menus/route";
import { logs, menus } from "@/db/schema";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/errors";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { withDatabase } from "@/tests/helpers/test-db";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 17, faults: PostgreSQL drops every connection of the portal (a restart, a failover) during a run. The
// portal keeps running and the next request works without a restart. PostgreSQL only (PGlite runs inside the
// process): the run's DATABASE_URL, or the machine's PostgreSQL on 127.0.0.1:5432.
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hadUrl = "DATABASE_URL" in process.env;

let env: TestEnv;
let staff: string;
let admin: string;
beforeAll(async () => {
  process.env.DATABASE_URL = SERVER_URL;
  resetEnvCache();
  env = await startTestEnv();
  [staff, admin] = await Promise.all([
    loginAs(DEMO.staff.email, DEMO.staff.password),
    loginAs(DEMO.admin.email, DEMO.admin.password),
  ]);
});
afterAll(async () => {
  await env?.close();
  if (!hadUrl) delete process.env.DATABASE_URL;
  resetEnvCache();
});

async function databaseName(): Promise<string> {
  const { rows } = (await env.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return rows[0].name;
}

/** A client of its own (not from the portal's pool), on the server's default database or on `database`. */
function ownClient(database?: string): pg.Client {
  return new pg.Client({ connectionString: database ? withDatabase(SERVER_URL, database) : SERVER_URL });
}

async function onServer<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
  const client = ownClient();
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

/** What a restart does to the portal: every server process serving its database ends (but `keep`'s). */
async function dropConnections(keep?: number): Promise<number> {
  const ended = await onServer(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid is distinct from $2",
    [await databaseName(), keep ?? null],
  );
  return ended.rowCount ?? 0;
}

describe("PostgreSQL drops the portal's connections", () => {
  it("the next requests are answered from new connections, without a restart", async () => {
    expect((await callRoute(getMenus, { token: staff })).status).toBe(200);
    expect(await dropConnections()).toBeGreaterThan(0);
    // Let the pool hear that its idle connections are gone.
    await new Promise((r) => setTimeout(r, 200));
    const after = await Promise.all(Array.from({ length: 5 }, () => callRoute(getMenus, { token: staff })));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("requests caught by the drop are told to try again (503), and the portal is back by itself", async () => {
    const caught = Promise.all(Array.from({ length: 5 }, () => callRoute(getMenus, { token: staff })));
    await dropConnections();
    const answers = [
      ...(await caught),
      ...(await Promise.all(Array.from({ length: 5 }, () => callRoute(getMenus, { token: staff })))),
    ];
    while (answers.length < 30 && answers[answers.length - 1].status !== 200)
      answers.push(await callRoute(getMenus, { token: staff }));
    expect(answers[answers.length - 1].status).toBe(200);
    for (const failed of answers.filter((a) => a.status !== 200)) {
      expect(failed.status).toBe(503);
      expect(failed.json).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });
});

describe("PostgreSQL drops the portal's connections in the middle of a write", () => {
  const menu = { name: "Restart Reports", path: "/restart-reports", product: "e54", roles: ["admin"] };
  const addMenu = () => callRoute(createMenu, { method: "POST", token: admin, body: menu });
  const saved = async () => ({
    menus: await env.db.select().from(menus).where(eq(menus.path, menu.path)),
    logEntries: await env.db
      .select()
      .from(logs)
      .where(and(eq(logs.type, "admin"), eq(logs.message, `Menu ${menu.name} (${menu.path}, e54) created`))),
  });

  it("an admin's new menu caught between its row and its log entry answers 503 and leaves neither; sent again it is saved once", async () => {
    const name = await databaseName();
    // Another session holds the log table, so the portal's transaction stops after writing the menu row, at its
    // log entry: the drop lands mid-transaction, the worst moment for a half-written change.
    const holder = ownClient(name);
    await holder.connect();
    let answer: Awaited<ReturnType<typeof addMenu>>;
    try {
      await holder.query("begin; lock table logs in exclusive mode");
      const holderPid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
      const pending = addMenu();
      await expect
        .poll(
          async () =>
            (
              await onServer<{ query: string }>(
                "select query from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
                [name],
              )
            ).rows.map((r) => r.query),
          { timeout: 10_000 },
        )
        .toEqual([expect.stringMatching(/^insert into "logs"/i)]);
      expect(await dropConnections(holderPid)).toBeGreaterThan(0);
      answer = await pending;
    } finally {
      await holder.end();
    }
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(answer.res.headers.get("retry-after")).toBeTruthy();
    expect(await saved()).toEqual({ menus: [], logEntries: [] });

    const again = await addMenu();
    expect(again.status).toBe(201);
    const after = await saved();
    expect(after.menus).toHaveLength(1);
    expect(after.logEntries).toHaveLength(1);
  });
});
