// One batch suite's world: file storage (freight by file drop), the ERP and Shippo stand-ins, the staff clerk signed
// in, company EDS and its clerk's ids, and ten invoices of the branch's queue.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import { companies, users } from "@/db/schema";
import type { S3StandIn } from "@/scripts/s3-stand-in";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestS3 } from "@/tests/helpers/s3";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { everyShipViaAParcel, queuedInvoices } from "./batch-desk";

export type BatchSuite = {
  env: TestEnv & { shippo: ShippoStandIn };
  token: string;
  edsId: string;
  staffId: string;
  invoices: string[];
};

/**
 * Registers the suite's set-up and tear-down; the fields are there once `beforeAll` has run. `env` adds
 * configuration known only once an earlier `beforeAll` ran (a mail server's address).
 */
export function setupBatchSuite(opts: { env?: () => Record<string, string> } = {}): BatchSuite {
  const suite = {} as BatchSuite;
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startTestS3();
    suite.env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "2000", ...opts.env?.() } });
    suite.token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const { db } = suite.env;
    suite.edsId = (await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
    suite.staffId = (await db.query.users.findFirst({ where: eq(users.email, DEMO.staff.email) }))!.id;
    // The branch's queue holds trucks and will calls: the suites ship its first ten as they stand.
    await everyShipViaAParcel(db);
    suite.invoices = await queuedInvoices(suite.token, 10);
  });
  afterAll(async () => {
    await suite.env.close();
    await s3.close();
  });
  afterEach(() => suite.env.shippo.clearFaults());
  return suite;
}
