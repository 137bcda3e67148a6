import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as byInvoice } from "@/app/api/shipments/by-invoice/[invoice]/route";
import { countText } from "@/components/shipping/tracking/invoices/invoice-results";
import { companies } from "@/db/schema";
import { patchShip54Settings } from "@/lib/shipping/settings/write-settings";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";
import { callRoute } from "@/tests/helpers/call-route";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 37 item 8: the customer's link to a test label showed nothing, and two packages read "2 shipments".
const INVOICE = "S1000888.001";
let env: TestEnv;

beforeAll(async () => {
  env = await startTestEnv();
  const eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!.id;
  await patchShip54Settings(env.db, eds, { shipping: { enableTrackingTestMode: true } });
  for (const packageNumber of [1, 2])
    await insertShipment(env.db, { companyId: eds, invoiceNumber: INVOICE, packageNumber, test: true });
  await insertShipment(env.db, { companyId: eds, invoiceNumber: "S1000888.002", test: true });
});
afterAll(() => env?.close());

/** What a visitor's browser asks for the page the link opens: the link's own query, as the page passes it on. */
async function lookUp(href: string) {
  const url = new URL(href, "http://x");
  const invoice = url.searchParams.get("invoiceNumber")!;
  url.searchParams.delete("invoiceNumber");
  return callRoute<{ invoice: string }>(byInvoice, {
    params: { invoice },
    url: `http://x/api/shipments/by-invoice/${invoice}?${url.searchParams}`,
    address: "203.0.113.88",
  });
}

describe("the customer's tracking link to a test label", () => {
  it("carries testMode, and the look-up it makes shows the label to a visitor who is not signed in", async () => {
    const href = trackingHref({ invoice: INVOICE, company: "EDS", testMode: true });
    expect(href).toBe(`/invoice-tracking?invoiceNumber=${INVOICE}&company=EDS&testMode=true`);
    const { status, json } = await lookUp(href);
    expect(status).toBe(200);
    expect(json.shipments).toHaveLength(2);
    // Without it, the test label is not shown: the flag is what the look-up needs.
    const bare = await lookUp(trackingHref({ invoice: INVOICE, company: "EDS" }));
    expect(bare.json.shipments).toHaveLength(0);
  });

  it("counts a shipment of two packages as one shipment, and two generations as two", async () => {
    const one = (await lookUp(trackingHref({ invoice: INVOICE, company: "EDS", testMode: true }))).json;
    expect(one.shipmentCount).toBe(1);
    expect(countText(one)).toBe(`1 shipment (2 packages) for invoice ${INVOICE}`);
    const both = (await lookUp(trackingHref({ invoice: "S1000888", company: "EDS", testMode: true }))).json;
    expect(both.shipmentCount).toBe(2);
    expect(countText(both)).toBe("2 shipments (3 packages) for invoice S1000888");
  });
});
