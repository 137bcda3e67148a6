// POST /api/postFreight for a freight-exempt customer (CLARIFICATIONS 61): the same decision as the workflow's freight
// step, so nothing is posted, whoever asks and however often; a customer whose facts the ERP will not give is not
// posted on a guess.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { shipments } from "@/db/schema";
import { FREIGHT_EXEMPT_TEXT } from "@/lib/shipping/freight/freight-facts";
import { FACT_CUSTOMERS, FACT_ORDERS, PRODUCTS } from "@/sim/erp/fixtures";
import { readOrder } from "@/tests/helpers/erp-orders";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { buy, postFreight, quote } from "./ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env.close());
afterEach(() => clearErpFaults(env.erp));

/** A label bought on the desk by a caller that posts its own freight (no workflow freight step). */
async function labelFor(invoice: string) {
  const q = await quote(token, invoice);
  const bought = await buy(token, invoice, q.rates[0].object_id);
  expect(bought.status, JSON.stringify(bought.json)).toBe(200);
  return bought.json as { tracking_number: string; shipmentId: string };
}

const post = (invoice: string, trackingNumber: string) =>
  postFreight(token, { invoiceNumber: invoice, trackingNumber, weight: 3.2, method: "lineitem", packageNumber: 1 });

/** The freight product's lines on the order, as the ERP holds it. */
const freightLines = async (invoice: string) =>
  (await readOrder(env.erp, invoice)).generations[0].lineItems.filter(
    (l) => l.lineItemProduct.productId === PRODUCTS.freight.id,
  );

const moneyState = async (id: string) =>
  (await env.db.query.shipments.findFirst({ where: eq(shipments.id, id) }))?.moneyState;

describe("POST /api/postFreight for a freight-exempt customer", () => {
  it("posts nothing and says so; the label is `no freight`, and a retry answers the same", async () => {
    const invoice = FACT_ORDERS.freightExempt.fullInvoiceID;
    const label = await labelFor(invoice);
    const first = await post(invoice, label.tracking_number);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ noFreight: true, totalFreight: 0, message: FREIGHT_EXEMPT_TEXT });
    expect(await freightLines(invoice)).toHaveLength(0);
    expect(await moneyState(label.shipmentId)).toBe("no_freight");

    const again = await post(invoice, label.tracking_number);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ noFreight: true, totalFreight: 0, message: FREIGHT_EXEMPT_TEXT });
    expect(await freightLines(invoice)).toHaveLength(0);
  });

  it("a customer whose facts the ERP will not give: a 502 that says so, nothing posted; the retry decides", async () => {
    const invoice = FACT_ORDERS.freightExempt2.fullInvoiceID;
    const label = await labelFor(invoice);
    await erpFaults(env.erp, {
      failNext: { count: 1, status: 500, method: "GET", path: `/Customers/${FACT_CUSTOMERS.freightExempt.id}` },
    });
    const failed = await post(invoice, label.tracking_number);
    expect(failed.status).toBe(502);
    expect(failed.json.error).toBe(
      `The ERP did not give the customer's shipping facts for invoice ${invoice}, so it is not known whether the customer is freight exempt: no freight was posted. Please try again.`,
    );
    expect(await freightLines(invoice)).toHaveLength(0);
    expect(await moneyState(label.shipmentId)).toBe("label_bought");

    const retry = await post(invoice, label.tracking_number);
    expect(retry.status).toBe(200);
    expect(retry.json.message).toBe(FREIGHT_EXEMPT_TEXT);
    expect(await freightLines(invoice)).toHaveLength(0);
  });

  it("a customer who is not exempt still gets its freight line, and the answer says what was posted", async () => {
    const invoice = FACT_ORDERS.residential.fullInvoiceID;
    const label = await labelFor(invoice);
    const posted = await post(invoice, label.tracking_number);
    expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    expect(posted.json.message).toMatch(/^Freight of \$\d+\.\d\d posted to the invoice; print status P\.$/);
    expect(await freightLines(invoice)).toHaveLength(1);
    expect(await moneyState(label.shipmentId)).toBe("freight_posted");
  });
});
