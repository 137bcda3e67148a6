// The demo data must work against the stand-ins: every product can be bought, every surcharge product is an ERP product.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erpSession } from "@/tests/helpers/erp-orders";
import { DEMO_ACCOUNTS } from "@/db/seed";
import { startStripeSim, type StripeSim } from "@/sim/stripe/server";
import { loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let sim: StripeSim;
beforeAll(async () => {
  [env, sim] = await Promise.all([startTestEnv(), startStripeSim({ port: 0 })]);
});
afterAll(async () => {
  await Promise.all([env?.close(), sim?.close()]);
});

describe("demo data", () => {
  it("every seeded product names a Stripe product with an active monthly default price at the stand-in", async () => {
    const stripe = new Stripe("sk_test_demo", {
      host: sim.host,
      port: sim.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const products = await env.db.query.products.findMany();
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const p of products) {
      const remote = await stripe.products.retrieve(p.stripeProductId!, { expand: ["default_price"] });
      const price = remote.default_price as Stripe.Price;
      expect(remote, p.id).toMatchObject({ active: true, name: p.name });
      expect(price, p.id).toMatchObject({ active: true, recurring: { interval: "month" } });
    }
  });

  it("every company's surcharge product is an ERP product on its port that an order takes as a line", async () => {
    const companies = await env.db.query.companies.findMany();
    for (const c of companies) {
      expect(
        Object.keys(c.surcharge?.productsByPort ?? {})
          .map(Number)
          .sort(),
        c.companyCode,
      ).toEqual([...c.apiPorts].sort());
      for (const [port, productId] of Object.entries(c.surcharge!.productsByPort)) {
        const token = await erpSession(env.erp, Number(port));
        const erp = (path: string, init: RequestInit = {}) =>
          fetch(`${env.erp.baseUrl}:${port}${path}`, {
            ...init,
            headers: { Authorization: `SessionToken ${token}`, "content-type": "application/json" },
          });
        expect((await erp(`/Products/${productId}`)).status, `${c.companyCode} ${port}`).toBe(200);
        // What the surcharge link does with it: one line on an order of that port, which the ERP takes.
        const { results } = (await (await erp("/SalesOrders?pageSize=1")).json()) as { results: { id: string }[] };
        const line = {
          lineItemProduct: { productId: Number(productId), quantity: 1, um: "ea", umQuantity: 1, unitPrice: 1.25 },
        };
        const posted = await erp(`/SalesOrders/${results[0].id}/LineItems`, {
          method: "POST",
          body: JSON.stringify([line]),
        });
        expect(posted.status, `${c.companyCode} ${port} line item`).toBe(200);
      }
    }
  });

  it("every demo account signs in, and one customer owns no product yet", async () => {
    for (const a of DEMO_ACCOUNTS) await expect(loginAs(a.email, a.password)).resolves.toEqual(expect.any(String));
    const users = await env.db.query.users.findMany();
    expect(users.filter((u) => u.userType === "customer" && u.products.length === 0).map((u) => u.email)).toContain(
      "karen@example.com",
    );
  });
});
