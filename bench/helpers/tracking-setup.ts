// The world of the tracking bench: a Shippo stand-in process, a seeded database (PGlite, or PostgreSQL with DATABASE_URL) with company EDS's webhook
// secret and labels bought at the stand-in, recorded as the desk records them.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDb, type Db } from "@/db/client";
import { companies } from "@/db/schema";
import { seedDemo } from "@/db/seed";
import { resetEnvCache } from "@/lib/env";
import { newWebhookSecret, storeWebhookSecret } from "@/lib/shipping/settings/webhooks/webhook-secret";
import { startStandIns } from "@/scripts/stand-ins";
import { randomLoopbackHost } from "@/sim/erp/random-loopback";
import { buyLabelForEds } from "@/tests/helpers/bought-label";
import { createTestDb } from "@/tests/helpers/test-db";
import { stop } from "./next-server";

/** The stand-in's CLI in its own process, so its work does not share the measuring client's event loop. */
export async function startShippoProcess(port: number) {
  const child = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "sim/shippo/cli.ts", "--port", String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (t: string) => t.includes("listening on") && resolve());
    child.once("exit", (code) => reject(new Error(`the Shippo stand-in exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const control = async (p: string, body: unknown) => {
    const res = await fetch(`${url}/__control${p}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`control ${p}: ${res.status}`);
  };
  return { url, control, close: () => stop(child) };
}

export type TrackingWorld = {
  /** The app's database settings: PGLITE_DIR, or DATABASE_URL of a fresh database when DATABASE_URL is set. */
  dbEnv: Record<string, string>;
  secret: string;
  labels: { trackingNumber: string; carrier: string; invoiceNumber: string }[];
  drop(): Promise<void>;
};

export type TrackingWorldOptions = {
  /** The demo companies' ERP address (the load bench's stand-in); default http://127.0.0.1. */
  erpBaseUrl?: string;
  /** Labels bought with a test token (shown publicly only in test mode); default true. */
  test?: boolean;
  /** More seeding on the same database before it is handed to the app. */
  seedMore?: (db: Db) => Promise<void>;
};

/** Seed the database and buy `labels` labels for EDS at the stand-in (its SHIPPO_API_URL must be set already). */
export async function prepareTrackingWorld(labels: number, opts: TrackingWorldOptions = {}): Promise<TrackingWorld> {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const pgliteDir = onPostgres ? "" : await mkdtemp(path.join(tmpdir(), "e54-bench-tracking-"));
  const handle = onPostgres ? await createTestDb() : { ...(await openDb({ pgliteDir })), url: undefined };
  try {
    await seedDemo(handle.db, { erpBaseUrl: opts.erpBaseUrl ?? "http://127.0.0.1" });
    const eds = (await handle.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!;
    const secret = newWebhookSecret();
    await storeWebhookSecret(handle.db, eds.id, secret);
    const bought = [];
    for (let i = 0; i < labels; i++) {
      const s = await buyLabelForEds(handle.db, {
        invoiceNumber: `S7${String(i).padStart(6, "0")}.001`,
        test: opts.test,
      });
      bought.push({ trackingNumber: s.trackingNumber!, carrier: s.carrier!, invoiceNumber: s.invoiceNumber });
    }
    await opts.seedMore?.(handle.db);
    if (onPostgres) {
      // The database stays for the app; the bench drops it at the end.
      return { dbEnv: { DATABASE_URL: handle.url! }, secret, labels: bought, drop: () => handle.close() };
    }
    await handle.close();
    return {
      dbEnv: { PGLITE_DIR: pgliteDir },
      secret,
      labels: bought,
      drop: () => rm(pgliteDir, { recursive: true, force: true }),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * The stand-ins (ERP on a random loopback host, Shippo, Stripe, S3, SMTP) and a tracking world of `labels` labels
 * bought at them, with the app's environment (the stand-ins' and a fresh NEXTAUTH_SECRET, which the seed's
 * encrypted Shippo token is read with) put in this process too. Both go on `cleanups` for the bench's end.
 */
export async function standInsWithTrackingWorld(
  opts: { dataDir: string; appUrl: string; labels: number; seedMore?: TrackingWorldOptions["seedMore"] },
  cleanups: (() => Promise<unknown>)[],
) {
  const standIns = await startStandIns({
    dataDir: opts.dataDir,
    appUrl: opts.appUrl,
    erpHost: randomLoopbackHost(),
    ports: "free",
  });
  cleanups.push(() => standIns.close());
  const appEnv = { ...standIns.env, NEXTAUTH_SECRET: randomBytes(32).toString("hex") };
  Object.assign(process.env, appEnv);
  resetEnvCache();
  const world = await prepareTrackingWorld(opts.labels, {
    erpBaseUrl: standIns.erpBaseUrl,
    test: false,
    seedMore: opts.seedMore,
  });
  cleanups.push(() => world.drop());
  return { standIns, appEnv, world };
}
