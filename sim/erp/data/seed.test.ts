// Invariants of the generated data that the fixtures and the portal rely on, checked for several seeds.
import { describe, expect, it } from "vitest";
import {
  CONTACTS,
  COD_TERMS_CODES,
  INVOICE_CUSTOMER,
  PRICE_LINES,
  PRODUCTS,
  QUEUED_ORDERS,
  QUEUE_BRANCH,
  VENDORS,
} from "../fixtures";
import { COD_TERMS } from "./org";
import { SeedData } from "./seed";

describe.each([54, 1, 2026])("seed %i", (seed) => {
  const d = new SeedData(seed);

  it("keeps the distinctive last name unique and the bare contact bare", () => {
    expect(d.contacts.order.filter((c) => c.lastName === CONTACTS.unique.lastName)).toHaveLength(1);
    expect(d.contacts.order.filter((c) => c.lastName === CONTACTS.bare.lastName)).toHaveLength(1);
    const bare = d.contacts.byKey.get(CONTACTS.bare.id)!;
    expect(bare).toMatchObject({ companyName: "", classifications: [], phones: [{ number: CONTACTS.bare.phone }] });
  });

  it("links contacts to existing customers and customers back to their contacts", () => {
    for (const c of d.contacts.order) {
      for (const e of c.entities) {
        const cust = d.customers.byKey.get(e.entityId)!;
        expect(cust.contacts.map((x) => x.id)).toContain(c.id);
        expect(c.companyName).toBe(cust.name);
      }
    }
  });

  it("has unique ids and 11-digit, unique UPCs", () => {
    for (const table of [d.products, d.customers, d.contacts, d.vendors, d.orders, d.users, d.priceLines]) {
      expect(table.byKey.size).toBe(table.order.length);
    }
    const upcs = d.products.order.map((p) => p.upcCode).filter(Boolean);
    expect(new Set(upcs).size).toBe(upcs.length);
    for (const u of upcs) expect(u).toMatch(/^\d{11}$/);
    expect(d.products.byKey.get(String(PRODUCTS.perEach.id))!.upcCode).toBe(PRODUCTS.perEach.upcCode);
  });

  it("gives every order consistent totals and real references", () => {
    // Collected, then asserted once: thousands of expect() calls would dominate the run time.
    const problems: string[] = [];
    const near = (a: number, b: number) => Math.abs(a - b) < 0.006;
    for (const o of d.orders.order) {
      for (const g of o.generations) {
        const at = g.fullInvoiceID;
        if (!d.customers.byKey.has(g.shipToId)) problems.push(`${at}: ship-to ${g.shipToId}`);
        if (!d.branches.byKey.has(g.shipBranch)) problems.push(`${at}: branch ${g.shipBranch}`);
        if (g.lineItems.length === 0) problems.push(`${at}: no lines`);
        for (const l of g.lineItems)
          if (!d.products.byKey.has(String(l.lineItemProduct.productId)))
            problems.push(`${at}: product ${l.lineItemProduct.productId}`);
        if (
          !near(
            g.priceTotal.value,
            g.lineItems.reduce((s, l) => s + l.lineItemProduct.extendedPrice, 0),
          )
        )
          problems.push(`${at}: priceTotal`);
        if (!near(g.salesTotal.value, g.priceTotal.value + g.freightTotal.value + g.taxTotal.value))
          problems.push(`${at}: salesTotal`);
        if (!near(g.balanceDue.value, g.salesTotal.value - g.paymentsTotal.value)) problems.push(`${at}: balanceDue`);
        if (g.fullInvoiceID !== `${o.id}.${String(g.generationId).padStart(3, "0")}`) problems.push(`${at}: id`);
        for (const { lineItemProduct: l } of g.lineItems) {
          const p = d.products.byKey.get(String(l.productId));
          if (p && l.unitPrice * p.pricingPerQuantity < p.repCost.value * 0.99)
            problems.push(`${at}: ${l.productId} below cost`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps the fixtures' order counts exact", () => {
    const invoicesOn = (shipTo: string) =>
      d.orders.order.flatMap((o) => o.generations).filter((g) => g.shipToId === shipTo && g.orderStatus === "Invoice")
        .length;
    expect(invoicesOn(INVOICE_CUSTOMER.shipToId)).toBe(INVOICE_CUSTOMER.invoicesOnShipTo);
    expect(invoicesOn(INVOICE_CUSTOMER.otherShipToId)).toBe(INVOICE_CUSTOMER.invoicesOnOtherShipTo);
    expect(invoicesOn("10015")).toBe(0);
    for (const q of Object.values(QUEUED_ORDERS)) {
      const o = d.orders.byKey.get(q.orderId)!;
      const g = o.generations.find((x) => x.fullInvoiceID === q.fullInvoiceID)!;
      expect(g).toMatchObject({
        printStatus: "Q",
        orderStatus: "Invoice",
        shipBranch: QUEUE_BRANCH,
        termsCode: q.termsCode,
        shipVia: q.shipVia,
      });
    }
  });

  it("keeps the pinned price lines and vendors", () => {
    expect(d.priceLines.byKey.get(PRICE_LINES.fullBasis.id)!.basisList).toHaveLength(PRICE_LINES.fullBasis.basisCount);
    expect(d.vendors.byKey.get(VENDORS.payTo.id)!.shipFromLists.map((s) => s.shipFromId)).toEqual(
      VENDORS.payTo.shipFromIds,
    );
    for (const line of d.priceLines.order) expect(line.productCount).toBeGreaterThan(0);
  });
});

describe("fixed lists", () => {
  it("agree with the fixtures", () => {
    expect(COD_TERMS).toEqual([...COD_TERMS_CODES]);
  });
});
