import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as branches } from "@/app/api/ship-station/branches/route";
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { ERP_USERS, PRODUCTS, QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await startTestEnv();
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env.close());
afterEach(() => clearErpFaults(env.erp));

const queueOf = (branch: string) =>
  callRoute(queue, { token, url: `http://localhost/api/ship-station/orders?branch=${branch}` });

describe("GET /api/ship-station/branches", () => {
  it("offers only the ERP user's accessible branches", async () => {
    const { status, json } = await callRoute(branches, { token });
    expect(status).toBe(200);
    expect(json.branches).toEqual([...ERP_USERS.staff.accessibleBranches]);
    expect(json.homeBranch).toBe("TNNA");
    const admin = await loginAs(DEMO.admin.email, DEMO.admin.password);
    expect((await callRoute(branches, { token: admin })).status).toBe(403);
  });
});

describe("GET /api/ship-station/orders", () => {
  it("lists the branch's queued invoices by ship date descending, with their PRINT.REVIEW status", async () => {
    const { status, json } = await queueOf(QUEUE_BRANCH.toLowerCase());
    expect(status).toBe(200);
    const byInvoice = new Map(json.orders.map((o: { invoiceNumber: string }) => [o.invoiceNumber, o]));
    for (const o of Object.values(QUEUED_ORDERS)) expect(byInvoice.has(o.fullInvoiceID)).toBe(true);
    expect(byInvoice.get(QUEUED_ORDERS.regular.fullInvoiceID)).toMatchObject({
      printReviewStatus: "REVIEWED",
      shipVia: "UPS GROUND",
      termsCode: "NET30",
    });
    // No PRINT.REVIEW record (the ERP's 400 'were not found') is an empty status.
    expect(byInvoice.get(QUEUED_ORDERS.codPaid.fullInvoiceID)).toMatchObject({ printReviewStatus: "" });
    expect(byInvoice.get(QUEUED_ORDERS.codWithBalance.fullInvoiceID)).toMatchObject({
      termsCode: "COD",
      balanceDue: expect.any(Number),
    });
    // Only the queued generation of S1000004 (the first one is printed).
    expect(
      json.orders.filter((o: { orderId: string }) => o.orderId === QUEUED_ORDERS.secondGeneration.orderId),
    ).toHaveLength(1);
    const dates = json.orders.map((o: { shipDate: string }) => o.shipDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("refuses a branch the user may not access (403) and a missing one (400); ERP failures are 502", async () => {
    expect((await queueOf("ILMV")).status).toBe(403);
    const missing = await callRoute(queue, { token, url: "http://localhost/api/ship-station/orders" });
    expect([missing.status, missing.json.error]).toEqual([400, expect.stringContaining("Choose a Shipping Branch.")]);
    await erpFaults(env.erp, { failNext: { count: 5, status: 500, path: "SalesOrders" } });
    expect((await queueOf(QUEUE_BRANCH)).status).toBe(502);
  });
});

describe("GET /api/ship-station/orders/{invoice}", () => {
  it("answers the order facts, the ship-to, the branch's ship-from and the freight product", async () => {
    const { status, json } = await callRoute(orderDetails, {
      token,
      params: { invoice: QUEUED_ORDERS.regular.fullInvoiceID.toLowerCase() },
    });
    expect(status).toBe(200);
    expect(json.order).toMatchObject({
      invoiceNumber: QUEUED_ORDERS.regular.fullInvoiceID,
      shipBranch: QUEUE_BRANCH,
      shipVia: "UPS GROUND",
    });
    expect(json.order.shipTo).toMatchObject({
      name: expect.any(String),
      street1: expect.any(String),
      state: expect.any(String),
    });
    expect(json.order.shipFrom).toMatchObject({ city: expect.any(String), zip: expect.stringMatching(/^\d{5}/) });
    expect(json.freight).toEqual({
      defaultMethod: "filedrop",
      product: {
        productId: String(PRODUCTS.freight.id),
        description: PRODUCTS.freight.description,
        category: PRODUCTS.freight.category,
      },
    });
  });

  it("answers 404 for an unknown invoice and 400 for a malformed one", async () => {
    expect((await callRoute(orderDetails, { token, params: { invoice: "S9999999.001" } })).status).toBe(404);
    expect((await callRoute(orderDetails, { token, params: { invoice: "S1/../x" } })).status).toBe(400);
  });
});
