import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findNginx, startNginx } from "@/bench/helpers/nginx";
import { freePort } from "@/scripts/free-port";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { ratesRequest } from "@/tests/helpers/rates-request";
import { queuedInvoices } from "./support/erp-orders";

// Issue 17: two instances of the production build (`next start` twice) on one PostgreSQL database, as behind
// deploy/'s nginx. Each request names its instance, so nothing depends on how a balancer spreads them. The state
// that must hold across instances lives in the database: sessions, throttles, intents. Needs PostgreSQL: the run's
// DATABASE_URL, or the one on 127.0.0.1:5432 (PGlite serves one process only).
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const STAFF = { email: "staff@example.com", password: "staff1234" };

let database: string;
let databaseUrl: string;
const instances: { url: string; child: ChildProcess }[] = [];

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect().catch((err: Error) => {
    throw new Error(`The scale-out test needs PostgreSQL (DATABASE_URL, or one on 127.0.0.1:5432): ${err.message}`);
  });
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function instanceEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NODE_ENV: "production",
  };
  delete env.PGLITE_DIR;
  return env;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited ${code}`))));
  });
}

async function startInstance(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: instanceEnv(port),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  instances.push({ url, child });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${url}/`)
      .then((r) => r.status < 500)
      .catch(() => false);
    if (up) return url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on ${port} did not start`);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, instance: string): Promise<string> {
  const res = await request.post(`${instance}/api/auth/login`, { data: STAFF });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * One queued order read at `readAt` and rated at `rateAt`, then Ship Package pressed once for each entry of `clicks`
 * (an instance, or nginx in front of both), all at once: every click answers the same label and Shippo sold one.
 */
async function shipWithClicks(
  request: APIRequestContext,
  token: string,
  invoice: string,
  at: { readAt: string; rateAt: string; clicks: string[] },
) {
  const details = await request.get(`${at.readAt}/api/ship-station/orders/${invoice}`, { headers: bearer(token) });
  expect(details.status()).toBe(200);
  const { order } = await details.json();
  const rates = await request.post(`${at.rateAt}/api/shipping/rates`, {
    headers: bearer(token),
    data: ratesRequest(order),
  });
  expect(rates.status()).toBe(200);
  const { shipmentId, rates: offered } = (await rates.json()) as { shipmentId: string; rates: { object_id: string }[] };

  const body = {
    shippoData: { rateId: offered[0].object_id },
    shipmentData: { invoiceNumber: order.invoiceNumber, packageNumber: 1 },
  };
  const answers = await Promise.all(
    at.clicks.map((origin) =>
      request.post(`${origin}/api/shipments/create-from-shipstation`, { headers: bearer(token), data: body }),
    ),
  );
  expect(answers.map((r) => r.status())).toEqual(at.clicks.map(() => 200));
  const labels = (await Promise.all(answers.map((r) => r.json()))) as { tracking_number: string }[];
  expect(new Set(labels.map((l) => l.tracking_number)).size).toBe(1);
  const bought = (await (
    await fetch(`${process.env.E2E_SHIPPO_URL}/__control/shipments/${shipmentId}/transactions`)
  ).json()) as { count: number };
  expect(bought.count).toBe(1);
}

test.describe("two instances on one database", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = `e54_scale_${randomBytes(4).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE "${database}"`));
    databaseUrl = withDatabase(SERVER_URL, database);
    // Migrate and seed with the project's own seed, against this run's ERP stand-in.
    await run(["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "db/seed-cli.ts"], {
      ...instanceEnv(0),
      NODE_ENV: "development",
      ERP_SIM_BASE_URL: process.env.E2E_ERP_BASE_URL,
    });
    await Promise.all([startInstance(), startInstance()]);
  });

  test.afterAll(async () => {
    await Promise.all(
      instances.map(
        ({ child }) =>
          new Promise<void>((resolve) =>
            child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM")),
          ),
      ),
    );
    if (database) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  });

  test("a session signed out on one instance is refused on the other", async ({ request }) => {
    const [a, b] = instances.map((i) => i.url);
    const token = await signIn(request, a);
    expect((await request.get(`${b}/api/menus`, { headers: bearer(token) })).status()).toBe(200);
    expect((await request.post(`${a}/api/auth/logout`, { headers: bearer(token) })).status()).toBe(200);
    expect((await request.get(`${b}/api/menus`, { headers: bearer(token) })).status()).toBe(401);
    expect((await request.get(`${a}/api/menus`, { headers: bearer(token) })).status()).toBe(401);
  });

  test("a double click whose two requests land on different instances buys one label", async ({ request }) => {
    const [a, b] = instances.map((i) => i.url);
    const token = await signIn(request, a);
    const invoice = (await queuedInvoices(QUEUE_BRANCH)).at(-1)!;
    await shipWithClicks(request, token, invoice, { readAt: a, rateAt: b, clicks: [a, b] });
  });

  test("behind nginx with deploy/'s proxy settings, six clicks spread over both instances buy one label, a sign-out holds on both, and a webhook's secret stays out of the access log", async ({
    request,
  }) => {
    // nginx is a Debian package like Chromium: .ci/run installs both where they are missing.
    const binary = findNginx();
    if (!binary) throw new Error("This test runs the instances behind nginx: apt-get install nginx");
    const prefix = await mkdtemp(path.join(tmpdir(), "e54-nginx-"));
    const upstreams = instances.map((i) => new URL(i.url)).map((u) => `127.0.0.1:${u.port}`);
    const nginx = await startNginx(binary, prefix, upstreams, { accessLog: true });
    try {
      const front = nginx.origin;
      const token = await signIn(request, front);
      const invoice = (await queuedInvoices(QUEUE_BRANCH)).at(-2)!;
      // nginx's round robin hands consecutive requests to the instances in turn, so six at once reach both.
      await shipWithClicks(request, token, invoice, { readAt: front, rateAt: front, clicks: Array(6).fill(front) });

      expect((await request.post(`${front}/api/auth/logout`, { headers: bearer(token) })).status()).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await request.get(`${front}/api/menus`, { headers: bearer(token) })).status()).toBe(401);

      // deploy/'s log format (CLARIFICATIONS 46): the path is logged with the secret masked.
      const secret = randomBytes(24).toString("base64url");
      expect(
        (
          await request.post(`${front}/api/webhooks/shippo/${secret}?test=1`, { data: { event: "track_updated" } })
        ).status(),
      ).toBe(404);
      const accessLog = await readFile(nginx.accessLog, "utf8");
      expect(accessLog).toContain('"POST /api/webhooks/shippo/***?test=1 ');
      expect(accessLog).not.toContain(secret);
    } finally {
      await nginx.close();
      await rm(prefix, { recursive: true, force: true });
    }
  });
});
