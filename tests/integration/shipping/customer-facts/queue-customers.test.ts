// An invoice opened from the shipping queue reads its customer's shipping facts beside its order, not after it (one
// ERP round trip less a package, issue 38 point 6): the queue notes each invoice's customers, and the order read
// still decides whose facts are shown.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { erpOrigin } from "@/lib/erp/environments";
import { rememberQueueCustomers } from "@/lib/shipping/desk/queue-customers";
import { FACT_BRANCH, FACT_CUSTOMERS, FACT_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let token: string;

beforeAll(async () => {
  env = await startTestEnv({ env: { ERP_TIMEOUT_MS: "1500" } });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  // The branch's address (read as a customer too) is kept after the first order of the branch: read it now, so
  // the counts below are the invoices' customers only.
  expect((await open(FACT_ORDERS.upsAccount.fullInvoiceID)).status).toBe(200);
});
afterAll(() => env.close());
afterEach(() => clearErpFaults(env.erp));

const stats = `:5000/__control/stats`;
async function customerReads(): Promise<number> {
  const res = await fetch(`${env.erp.baseUrl}${stats}`);
  const { byRoute } = (await res.json()) as { byRoute: Record<string, number> };
  return byRoute["GET /Customers/:id"] ?? 0;
}
const zeroStats = () => fetch(`${env.erp.baseUrl}${stats}`, { method: "DELETE" });
const open = (invoice: string) => callRoute(orderDetails, { token, params: { invoice } });
/** The order's own read never answers (the ERP hangs on it until the time-out). */
const hangOrderRead = (invoice: string) =>
  erpFaults(env.erp, { hangNext: { count: 1, path: `/SalesOrders/${invoice}`, method: "GET" } });

describe("an invoice the queue listed", () => {
  it("reads its customer while its order is read: the customer's record is asked for even when the order never answers", async () => {
    const listed = FACT_ORDERS.residential.fullInvoiceID;
    const unlisted = FACT_ORDERS.insured.fullInvoiceID;
    // Not listed by any queue yet: the customer is read only once the order has named it.
    await zeroStats();
    await hangOrderRead(unlisted);
    expect((await open(unlisted)).status).toBe(504);
    expect(await customerReads()).toBe(0);

    const q = await callRoute(queue, { token, url: `http://localhost/api/ship-station/orders?branch=${FACT_BRANCH}` });
    expect(q.status).toBe(200);
    expect((q.json.orders as { invoiceNumber: string }[]).map((o) => o.invoiceNumber)).toContain(listed);
    await zeroStats();
    await hangOrderRead(listed);
    expect((await open(listed)).status).toBe(504);
    expect(await customerReads()).toBeGreaterThan(0);

    // Answered, the order opens with its customer's facts, each record read once.
    await zeroStats();
    const res = await open(listed);
    expect(res.status).toBe(200);
    expect(res.json.order.customerFacts).toMatchObject({ residential: true, freightExempt: false });
    expect(await customerReads()).toBe(1);
  });

  it("shows the facts of the customers its order names when the queue noted others (the order changed since)", async () => {
    const invoice = FACT_ORDERS.freightExempt.fullInvoiceID;
    // As if the queue was read when the order still went to the residential customer.
    const was = FACT_CUSTOMERS.residential.id;
    rememberQueueCustomers(erpOrigin(env.erp.baseUrl, 5000), [
      { invoiceNumber: invoice, ids: { shipToId: was, billToId: was } },
    ]);
    await zeroStats();
    const res = await open(invoice);
    expect(res.status).toBe(200);
    expect(res.json.order.customerFacts.freightExempt).toBe(true);
    expect(res.json.order.customerFacts.residential).not.toBe(true);
    // The noted customer's record was read and dropped; the order's own customer read after it.
    expect(await customerReads()).toBe(2);
  });
});
