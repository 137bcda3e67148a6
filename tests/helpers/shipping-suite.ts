import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import { companies } from "@/db/schema";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { DEMO, loginAs } from "./login";
import { startTestS3 } from "./s3";
import type { ShippoStandIn } from "./shippo-stand-in";
import { clearErpFaults, startTestEnv, type TestEnv } from "./test-env";

export type ShippingSuite = { env: TestEnv & { shippo: ShippoStandIn }; token: string; edsId: string };

/**
 * A shipping suite's world, once per file: its own database and ERP and Shippo stand-ins (and the file store, which
 * freight by file drop writes to, with `files`), the staff user of company EDS signed in; every stand-in's faults
 * cleared after each test and everything closed after the suite. `ready` receives the world once it is up (the
 * suite keeps it in its own variables).
 */
export function shippingSuite(
  opts: { files?: boolean; env?: Record<string, string> },
  ready: (suite: ShippingSuite) => void,
): void {
  let s3: S3StandIn | undefined;
  let env: ShippingSuite["env"] | undefined;
  beforeAll(async () => {
    if (opts.files) s3 = await startTestS3();
    env = await startTestEnv({ shippo: true, env: opts.env });
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
    ready({ env, token, edsId: eds!.id });
  });
  afterAll(async () => {
    await env?.close();
    await s3?.close();
  });
  afterEach(async () => {
    await env?.shippo.clearFaults();
    if (env) await clearErpFaults(env.erp);
  });
}
