// A batch reads each invoice's customer facts as the desk does (issue 38 point 3, CLARIFICATIONS 61): residential in
// the rates, each package insured for its share of the sales total, no freight for an exempt customer, a customer's
// own UPS or FedEx account left out unless kept, and facts the ERP would not give left out unless kept.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/ship-station/batches/route";
import { companies, shipments, type Company } from "@/db/schema";
import type { BatchReview, BatchReviewItem } from "@/lib/shipping/batches/schemas";
import { FACT_BRANCH, FACT_CUSTOMERS, FACT_ORDERS, PRODUCTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { readOrder } from "@/tests/helpers/erp-orders";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { clearErpFaults, erpFaults, startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { addBox, review, untilSettled } from "./batches/batch-desk";
import { freightLinesAt } from "./ship-desk";

let env: TestEnv & { shippo: ShippoStandIn };
let token: string;
let box: string;
let settings: Company["ship54Settings"];
let edsId: string;

// Freight as an invoice line, so a freight posted is a line the ERP holds.
beforeAll(async () => {
  env = await startTestEnv({ shippo: true, env: { SHIPPO_TIMEOUT_MS: "2000" } });
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
  box = await addBox(env.db, "Facts box", FACT_BRANCH);
  const eds = await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  edsId = eds!.id;
  settings = eds!.ship54Settings;
  await env.db
    .update(companies)
    .set({
      ship54Settings: { ...settings, freight: { defaultMethod: "lineitem", productId: String(PRODUCTS.freight.id) } },
    })
    .where(eq(companies.id, edsId));
});
afterAll(() => env.close());
afterEach(() => clearErpFaults(env.erp));

const { residential, freightExempt, freightExempt2, insured, upsAccount2, billToAccount } = FACT_ORDERS;

async function reviewAt(invoiceNumbers: string[]) {
  const res = await review(token, { invoiceNumbers, boxPresetId: box, branch: FACT_BRANCH });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const answer = res.json as BatchReview;
  return { answer, row: (invoice: string) => answer.items.find((i) => i.invoiceNumber === invoice)! };
}

type ShipmentBody = {
  metadata?: string;
  address_to: { is_residential?: boolean };
  parcels: { extra?: { insurance?: { amount: string } } }[];
};

/** The last shipment the review asked Shippo to rate for this invoice. */
async function askedOfShippo(invoice: string) {
  const bodies = (await env.shippo.requests("/shipments"))
    .filter((r) => r.method === "POST")
    .map((r) => r.body as ShipmentBody);
  return bodies.filter((b) => b.metadata === invoice).at(-1)!;
}

const salesTotal = async (invoice: string) => (await readOrder(env.erp, invoice)).generations[0].salesTotal.value;
const money = (n: number) => `$${n.toFixed(2)}`;

/** GET /Customers/{id} calls the ERP stand-in counted since they were last zeroed. */
async function customerReads() {
  const res = await fetch(`${env.erp.baseUrl}:5000/__control/stats`);
  return ((await res.json()) as { byRoute: Record<string, number> }).byRoute["GET /Customers/:id"] ?? 0;
}

describe("a batch's review reads the customer's facts", () => {
  it("says each fact on its row, asks residential and the insured share of Shippo, and leaves an account's row out", async () => {
    const { answer, row } = await reviewAt(
      [residential, freightExempt, insured, upsAccount2, billToAccount].map((o) => o.fullInvoiceID),
    );
    expect(row(residential.fullInvoiceID)).toMatchObject({ facts: ["Residential"], leftOut: null });
    expect((await askedOfShippo(residential.fullInvoiceID)).address_to.is_residential).toBe(true);
    // The ERP says N: sent as not residential, not left out.
    expect((await askedOfShippo(freightExempt.fullInvoiceID)).address_to.is_residential).toBe(false);
    expect(row(freightExempt.fullInvoiceID)).toMatchObject({
      facts: ["Freight exempt: no freight posted"],
      leftOut: null,
    });

    // One package: insured for the whole sales total, to the cent.
    const total = await salesTotal(insured.fullInvoiceID);
    expect(row(insured.fullInvoiceID)).toMatchObject({ facts: [`Insured ${money(total)}`], leftOut: null });
    const parcel = (await askedOfShippo(insured.fullInvoiceID)).parcels[0];
    expect(parcel.extra?.insurance?.amount).toBe(total.toFixed(2));

    // The customer's own UPS account: rated (so it can be kept), but left out by default with why.
    const { account } = FACT_CUSTOMERS.upsAccount.carrierAccount;
    const ups = row(upsAccount2.fullInvoiceID);
    expect(ups.rate).not.toBeNull();
    expect(ups.facts).toEqual([`Customer's UPS account ${account}`]);
    expect(ups.leftOut).toBe(
      `Ships on the customer's UPS account ${account}: ship it on the desk to bill it; left out unless you keep it (then your own account pays).`,
    );
    // The FedEx account sits on the bill-to, the residence on the ship-to: both said.
    expect(row(billToAccount.fullInvoiceID).facts).toEqual([
      "Residential",
      `Customer's FedEx account ${FACT_CUSTOMERS.billToAccount.carrierAccount.account}`,
    ]);
    expect(row(billToAccount.fullInvoiceID).leftOut).toContain("ship it on the desk to bill it");
    expect(answer.totals.count).toBe(3);
  });

  it("reads each customer once for the whole review", async () => {
    await reviewAt([freightExempt.fullInvoiceID]); // the branch's ship-from is read (and kept) once
    await fetch(`${env.erp.baseUrl}:5000/__control/stats`, { method: "DELETE" });
    const { row } = await reviewAt([freightExempt.fullInvoiceID, freightExempt2.fullInvoiceID]);
    expect(row(freightExempt2.fullInvoiceID).facts).toEqual(["Freight exempt: no freight posted"]);
    expect(await customerReads()).toBe(1);
  });

  it("facts the ERP will not give are unknown: nothing guessed into the rates, and the row is left out unless kept", async () => {
    await erpFaults(env.erp, {
      failNext: { count: 1, status: 503, method: "GET", path: `/Customers/${FACT_CUSTOMERS.residential.id}` },
    });
    const { row } = await reviewAt([residential.fullInvoiceID]);
    const unread = row(residential.fullInvoiceID);
    expect(unread.facts).toEqual(["Customer facts not read"]);
    expect(unread.leftOut).toMatch(/^Customer facts not read: .*left out unless you keep it\.$/);
    expect(unread.rate).not.toBeNull();
    expect((await askedOfShippo(residential.fullInvoiceID)).address_to).not.toHaveProperty("is_residential");
  });
});

describe("a batch ships with the customer's facts", () => {
  it("an exempt customer posts no freight, the insured label carries its share, a kept account row ships on ours", async () => {
    const chosen = [residential, freightExempt, insured, upsAccount2].map((o) => o.fullInvoiceID);
    const { row } = await reviewAt(chosen);
    // The sales total as reviewed (the freight line posted later adds to it).
    const total = await salesTotal(insured.fullInvoiceID);
    // The clerk keeps the account's row: everything reviewed goes.
    const items = chosen.map((invoice) => {
      const r: BatchReviewItem = row(invoice);
      return { invoiceNumber: invoice, quoteId: r.rate!.quoteId, weight: r.weight };
    });
    const created = await callRoute(createRoute, {
      token,
      body: { branch: FACT_BRANCH, boxPresetId: box, rule: { kind: "cheapest" }, items },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const done = await untilSettled(token, created.json.batch.id);
    expect(done.counts).toEqual({ total: 4, bought: 4, failed: 0, pending: 0 });
    const item = (invoice: string) => done.items.find((i) => i.invoiceNumber === invoice)!;
    const labelOf = async (invoice: string) => {
      const s = await env.db.query.shipments.findFirst({
        where: eq(shipments.trackingNumber, item(invoice).trackingNumber!),
      });
      const [label] = (await env.shippo.transactions(s!.shippoShipmentId!)).transactions;
      return { shipment: s!, label };
    };
    const lines = async (invoice: string) =>
      (await freightLinesAt(env.erp, invoice, item(invoice).trackingNumber!)).lines.length;

    const exempt = await labelOf(freightExempt.fullInvoiceID);
    expect(exempt.shipment.moneyState).toBe("no_freight");
    expect(await lines(freightExempt.fullInvoiceID)).toBe(0);

    const home = await labelOf(residential.fullInvoiceID);
    expect(home.label.address_to.is_residential).toBe(true);
    expect(await lines(residential.fullInvoiceID)).toBe(1);

    expect(Number((await labelOf(insured.fullInvoiceID)).label.insurance?.amount)).toBe(total);

    // Kept: the label is the company's (no third-party billing), and its freight is posted as any other.
    const kept = await labelOf(upsAccount2.fullInvoiceID);
    expect(kept.label.billing).toBeNull();
    expect(kept.shipment.moneyState).toBe("freight_posted");
    expect(await lines(upsAccount2.fullInvoiceID)).toBe(1);
  });
});
