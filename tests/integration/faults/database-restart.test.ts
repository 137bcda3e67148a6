import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getMenus } from "@/app/api/menus/route";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api/errors";
import { resetEnvCache } from "@/lib/env";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 17, faults: PostgreSQL drops every connection of the portal (a restart, a failover) during a run. The
// portal keeps running and the next request works without a restart. PostgreSQL only (PGlite runs inside the
// process): the run's DATABASE_URL, or the machine's PostgreSQL on 127.0.0.1:5432.
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hadUrl = "DATABASE_URL" in process.env;

let env: TestEnv;
let staff: string;
beforeAll(async () => {
  process.env.DATABASE_URL = SERVER_URL;
  resetEnvCache();
  env = await startTestEnv();
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(async () => {
  await env?.close();
  if (!hadUrl) delete process.env.DATABASE_URL;
  resetEnvCache();
});

/** What a restart does to the portal: every server process serving its database ends. */
async function dropConnections(): Promise<number> {
  const { rows } = (await env.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const name = rows[0].name;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    const ended = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
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
    const answers = [...(await caught), ...(await Promise.all(Array.from({ length: 5 }, () => callRoute(getMenus, { token: staff }))))];
    while (answers.length < 30 && answers[answers.length - 1].status !== 200) answers.push(await callRoute(getMenus, { token: staff }));
    expect(answers[answers.length - 1].status).toBe(200);
    for (const failed of answers.filter((a) => a.status !== 200)) {
      expect(failed.status).toBe(503);
      expect(failed.json).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });
});
