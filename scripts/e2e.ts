// End-to-end run: its own stand-ins and database, then Playwright against a production build (`next start`).
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
import { resetEnvCache } from "@/lib/env";
import { findChromium } from "./find-chromium";
import { freePort } from "./free-port";
import { startS3StandIn } from "./s3-stand-in";
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
    code = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], { ...process.env, NODE_ENV: "production" });
    if (code !== 0) throw new Error("next build failed");
  }
  const erp = await startErpSimOnRandomLoopback();
  cleanups.push(() => erp.close());
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
  const chromium = findChromium();
  code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
    ...process.env,
    ...dbEnv,
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    E2E_PORT: String(port),
    E2E_ERP_BASE_URL: erp.baseUrl,
    NEXTAUTH_URL: `http://localhost:${port}`,
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
  });
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
