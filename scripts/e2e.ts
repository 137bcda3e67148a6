// End-to-end run: its own stand-ins and database, then Playwright against a production build (`next start`).
import "@/scripts/server-conditions";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "@/db/client";
import { seedDemo } from "@/db/seed";
import { createTestDb } from "@/tests/helpers/test-db";
import { seedE2eExtras } from "@/tests/e2e/support/seed-extras";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import { startShippoSim } from "@/sim/shippo/server";
import { resetEnvCache } from "@/lib/env";
import { findChromium } from "./find-chromium";
import { freePort } from "./free-port";
import { startS3StandIn } from "./s3-stand-in";
import { startStripeStandIn } from "./stripe-stand-in";
import { configureShippoOauth } from "./stand-ins";
import { seedDemoFiles } from "./seed-demo-files";

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch((err) => console.warn("cleanup:", err));
}

let code = 1;
try {
  if (!existsSync(".next/BUILD_ID") || process.env.E2E_BUILD === "1") {
    code = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      ...process.env,
      NODE_ENV: "production",
    });
    if (code !== 0) throw new Error("next build failed");
  }
  const erp = await startErpSimOnRandomLoopback();
  cleanups.push(() => erp.close());
  const shippo = await startShippoSim({ port: 0 });
  cleanups.push(() => shippo.close());
  // The seed encrypts company EDS's Shippo token: with the key the app will run with (derived from this secret).
  const nextAuthSecret = randomBytes(32).toString("hex");
  Object.assign(process.env, {
    NEXTAUTH_SECRET: nextAuthSecret,
    SHIPPO_API_URL: shippo.url,
    ...(await configureShippoOauth(shippo.url)),
  });
  // Stripe: its webhooks go to the app once its port is known (below).
  const stripe = await startStripeStandIn({ webhookSecret: `whsec_e2e_${randomBytes(16).toString("hex")}` });
  cleanups.push(() => stripe.close());
  Object.assign(process.env, stripe.env);
  // File storage: s3rver over a temporary folder; its S3_* settings reach the app through the environment.
  const s3Dir = await mkdtemp(path.join(tmpdir(), "e54-e2e-s3-"));
  const s3 = await startS3StandIn({ directory: s3Dir });
  cleanups.push(() => rm(s3Dir, { recursive: true, force: true }));
  cleanups.push(() => s3.close());
  Object.assign(process.env, s3.env);
  resetEnvCache();

  const dbEnv: Record<string, string> = {};
  if (process.env.DATABASE_URL) {
    const handle = await createTestDb();
    await seedDemo(handle.db, { erpBaseUrl: erp.baseUrl });
    await seedE2eExtras(handle.db);
    await seedDemoFiles(handle.db);
    dbEnv.DATABASE_URL = handle.url!;
    cleanups.push(() => handle.close());
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "e54-e2e-"));
    const handle = await openDb({ pgliteDir: dir });
    await seedDemo(handle.db, { erpBaseUrl: erp.baseUrl });
    await seedE2eExtras(handle.db);
    await seedDemoFiles(handle.db);
    await handle.close();
    dbEnv.PGLITE_DIR = dir;
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
  }

  const port = await freePort();
  stripe.setWebhook(`http://localhost:${port}/api/webhooks/stripe`);
  const chromium = findChromium();
  code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
    ...process.env,
    ...dbEnv,
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    E2E_PORT: String(port),
    E2E_ERP_BASE_URL: erp.baseUrl,
    E2E_SHIPPO_URL: shippo.url,
    E2E_STRIPE_URL: stripe.url,
    NEXTAUTH_URL: `http://localhost:${port}`,
    // Every browser of the run is one client address (127.0.0.1); the limits are proved in
    // tests/integration/rate-limit, and here they would only make the suites' order matter.
    RATE_LIMIT_SURCHARGE_PER_MINUTE: process.env.RATE_LIMIT_SURCHARGE_PER_MINUTE ?? "1000",
    RATE_LIMIT_TRACKING_PER_MINUTE: process.env.RATE_LIMIT_TRACKING_PER_MINUTE ?? "1000",
  });
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
