// npm run dev – the stand-ins, migrations and demo data, then the app at http://localhost:3000; Ctrl-C stops all.
import "@/scripts/server-conditions";
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { openDb } from "@/db/client";
import { DEMO_ACCOUNTS, seedDemo } from "@/db/seed";
import { seedDemoHistory } from "./seed-history";
import { getEnv, resetEnvCache } from "@/lib/env";
import { seedDemoFiles } from "./seed-demo-files";
import { startStandIns } from "./stand-ins";

const PORT = Number(process.env.PORT ?? 3000);
const env = getEnv();

await mkdir(".data", { recursive: true });
const standIns = await startStandIns({ dataDir: ".data", appUrl: `http://localhost:${PORT}` });

const handle = await openDb({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await seedDemo(handle.db, { erpBaseUrl: standIns.erpBaseUrl });
// The demo files (cross-references, sample inventory and sales files) go into company EDS's storage.
Object.assign(process.env, standIns.env);
resetEnvCache();
await seedDemoFiles(handle.db);
// About 60 days of EDS shipments, bought and tracked at the Shippo stand-in just started (it forgets on restart, so
// each start makes them again, ending today).
try {
  const history = await seedDemoHistory(handle.db);
  console.log(`Demo shipping history: ${history} EDS shipments over 60 days`);
} catch (err) {
  // A changed EDS token (or a stand-in that refuses it) costs the history, not the dev server.
  console.warn(`Demo shipping history skipped: ${err instanceof Error ? err.message : String(err)}`);
}
await handle.close();

const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", "-p", String(PORT)], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...standIns.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${PORT}`,
  },
});

console.log(`\nE54 Portal: http://localhost:${PORT}\n`);
for (const s of standIns.printable) console.log(`  ${s}`);
console.log("\nDemo accounts:");
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.password.padEnd(14)} ${a.who}`);
console.log("");

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  next.kill("SIGTERM");
  await standIns.close();
  process.exit(code);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
next.on("exit", (code) => void stop(code ?? 0));
