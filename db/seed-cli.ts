// npm run db:seed – migrate the configured database and load the demo data (refused in production).
import "@/scripts/server-conditions";
import { openDb } from "./client";
import { seedDemo } from "./seed";
import { getEnv } from "@/lib/env";

const env = getEnv();
const handle = await openDb({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await seedDemo(handle.db, { erpBaseUrl: process.env.ERP_SIM_BASE_URL });
  console.log("Demo data ready.");
} finally {
  await handle.close();
}
