import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_CUSTOMER, PRODUCTS, QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { startErpSimOnRandomLoopback } from "@/sim/erp/random-loopback";
import type { ErpSim } from "@/sim/erp/server";
import { pdfText, signIn, type ErpClient, type List } from "./helpers";

type Money = { value: number };
type Generation = {
  generationId: number;
  fullInvoiceID: string;
  invoiceNumber: string;
  shipDate: string;
  shipToId: string;
  shipToName: string;
  poNumber: string;
  shipVia: string;
  termsCode: string;
  printStatus: string;
  orderStatus: string;
  shipBranch: string;
  balanceDue: Money;
  salesTotal: Money;
  priceTotal: Money;
  writer: string;
  shippingAddressLine1: string;
  shippingCity: string;
  shippingState: string;
  postalCode: string;
  lineItems: {
    lineItemProduct: {
      productId: number;
      quantity: number;
      unitPrice: number;
      extendedPrice: number;
      comments: string;
    };
  }[];
};
type Order = { id: string; generations: Generation[]; updateKey: string };

let sim: ErpSim;
let erp: ErpClient;
beforeAll(async () => {
  sim = await startErpSimOnRandomLoopback();
  erp = await signIn(sim);
});
afterAll(() => sim.close());

const queuePath = `/SalesOrders?ShipBranch=${QUEUE_BRANCH}&OrderStatus=Invoice&PrintStatus=Q&includeTotalItems=true&pageSize=100`;

describe("invoice list (GET /SalesOrders?ShipTo=…)", () => {
  const base = `/SalesOrders?ShipTo=${INVOICE_CUSTOMER.shipToId}&OrderStatus=Invoice&includeTotalItems=true&sort=-shipDate&pageSize=25`;

  it("pages a ship-to's invoices 25 at a time, newest ship date first", async () => {
    const p1 = await erp.json<List<Order>>(`${base}&startIndex=1`);
    expect(p1.metadata.totalItems).toBe(INVOICE_CUSTOMER.invoicesOnShipTo);
    expect(p1.results).toHaveLength(25);
    const p2 = await erp.json<List<Order>>(`${base}&startIndex=26`);
    expect(p2.results).toHaveLength(INVOICE_CUSTOMER.invoicesOnShipTo - 25);
    const dates = [...p1.results, ...p2.results].map(
      (o) => o.generations.find((g) => g.shipToId === INVOICE_CUSTOMER.shipToId)!.shipDate,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...p1.results, ...p2.results].map((o) => o.id));
    expect(ids.size).toBe(INVOICE_CUSTOMER.invoicesOnShipTo);
  });

  it("carries every field the invoice screens read", async () => {
    const { results } = await erp.json<List<Order>>(`${base}&pageSize=1`);
    const g = results[0].generations[0];
    expect(g).toMatchObject({
      generationId: expect.any(Number),
      fullInvoiceID: expect.stringMatching(/^S\d+\.\d{3}$/),
      invoiceNumber: expect.any(String),
      shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      poNumber: expect.any(String),
      shipToId: INVOICE_CUSTOMER.shipToId,
      shipToName: INVOICE_CUSTOMER.shipToName,
      shipVia: expect.any(String),
      termsCode: expect.any(String),
      balanceDue: { value: expect.any(Number) },
      salesTotal: { value: expect.any(Number) },
      priceTotal: { value: expect.any(Number) },
    });
  });

  it("answers an empty list for a ship-to without invoices", async () => {
    const list = await erp.json<List<Order>>("/SalesOrders?ShipTo=10015&OrderStatus=Invoice&includeTotalItems=true");
    expect(list.results).toEqual([]);
    expect(list.metadata.totalItems).toBe(0);
  });

  it("refuses an unknown OrderStatus, a bad sort and an inverted date range", async () => {
    expect((await erp.get("/SalesOrders?OrderStatus=invoice")).status).toBe(400);
    expect((await erp.get("/SalesOrders?sort=-color")).status).toBe(400);
    expect((await erp.get("/SalesOrders?ShipDateStart=2026-11-10&ShipDateEnd=2026-11-01")).status).toBe(400);
  });

  it("filters by ship date range and by repeated ids", async () => {
    const ranged = await erp.json<List<Order>>(
      "/SalesOrders?ShipDateStart=2026-11-01&ShipDateEnd=2026-11-05&pageSize=1000",
    );
    expect(ranged.results.length).toBeGreaterThan(0);
    for (const o of ranged.results)
      expect(o.generations.some((g) => g.shipDate >= "2026-11-01" && g.shipDate <= "2026-11-05")).toBe(true);
    const byId = await erp.json<List<Order>>(
      `/SalesOrders?id=${QUEUED_ORDERS.regular.orderId}&id=${QUEUED_ORDERS.secondGeneration.fullInvoiceID}&includeTotalItems=true`,
    );
    expect(byId.results.map((o) => o.id)).toEqual([
      QUEUED_ORDERS.regular.orderId,
      QUEUED_ORDERS.secondGeneration.orderId,
    ]);
    expect(byId.results[1].generations.map((g) => g.generationId)).toEqual([2]);
  });
});

describe("shipping queue (PrintStatus=Q)", () => {
  it("lists the queued invoices of a branch, fixtures included, each with a queued generation there", async () => {
    const list = await erp.json<List<Order>>(queuePath);
    const ids = list.results.map((o) => o.id);
    for (const q of Object.values(QUEUED_ORDERS)) expect(ids).toContain(q.orderId);
    for (const o of list.results) {
      expect(
        o.generations.some(
          (g) => g.printStatus === "Q" && g.shipBranch === QUEUE_BRANCH && g.orderStatus === "Invoice",
        ),
      ).toBe(true);
    }
  });

  it("has queues on many branches", async () => {
    const branches = ["TNMB", "TNCH", "ARLR", "ILMV", "TNKN"];
    for (const b of branches) {
      const list = await erp.json<List<Order>>(
        `/SalesOrders?ShipBranch=${b}&OrderStatus=Invoice&PrintStatus=Q&includeTotalItems=true`,
      );
      expect(list.metadata.totalItems, b).toBeGreaterThan(0);
    }
  });

  it("has a COD order with a balance, a paid COD order, and a second-generation order in the queue", async () => {
    const cod = await erp.json<Order>(`/SalesOrders/${QUEUED_ORDERS.codWithBalance.fullInvoiceID}`);
    expect(cod.generations[0]).toMatchObject({ termsCode: "COD", printStatus: "Q" });
    expect(cod.generations[0].balanceDue.value).toBeGreaterThan(0);
    const paid = await erp.json<Order>(`/SalesOrders/${QUEUED_ORDERS.codPaid.fullInvoiceID}`);
    expect(paid.generations[0].termsCode).toBe(QUEUED_ORDERS.codPaid.termsCode);
    expect(paid.generations[0].balanceDue.value).toBe(0);
    const two = await erp.json<Order>(`/SalesOrders/${QUEUED_ORDERS.secondGeneration.orderId}`);
    expect(two.generations.map((g) => [g.generationId, g.printStatus])).toEqual([
      [1, "P"],
      [2, "Q"],
    ]);
  });
});

describe("GET /SalesOrders/{id}", () => {
  it("answers the whole order for a plain id and one generation for a dotted id (3 or 4 digits)", async () => {
    const whole = await erp.json<Order>(`/SalesOrders/${QUEUED_ORDERS.secondGeneration.orderId}`);
    expect(whole.generations).toHaveLength(2);
    for (const dotted of ["S1000004.002", "S1000004.0002", "s1000004.2"]) {
      const one = await erp.json<Order>(`/SalesOrders/${dotted}`);
      expect(one.generations.map((g) => g.fullInvoiceID)).toEqual(["S1000004.002"]);
    }
  });

  it("carries the order details the shipment screen reads", async () => {
    const { generations } = await erp.json<Order>(`/SalesOrders/${QUEUED_ORDERS.regular.fullInvoiceID}`);
    expect(generations[0]).toMatchObject({
      shipDate: expect.any(String),
      poNumber: expect.any(String),
      writer: expect.any(String),
      shippingAddressLine1: expect.any(String),
      shippingCity: expect.any(String),
      shippingState: expect.stringMatching(/^[A-Z]{2}$/),
      postalCode: expect.stringMatching(/^\d{5}/),
      shipVia: "UPS GROUND",
    });
  });

  it("answers 404 for an unknown order or generation", async () => {
    expect((await erp.get("/SalesOrders/S9")).status).toBe(404);
    expect((await erp.get("/SalesOrders/S1000001.009")).status).toBe(404);
  });
});

describe("GET /SalesOrders/{id}/PrintInvoice", () => {
  it("returns a real PDF of the invoice", async () => {
    const res = await erp.get(`/SalesOrders/${QUEUED_ORDERS.secondGeneration.orderId}/PrintInvoice?invoiceNumber=002`, {
      Accept: "application/pdf",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-8).toString()).toContain("%%EOF");
    const text = pdfText(bytes);
    expect(text).toContain("INVOICE");
    expect(text).toContain("S1000004.002");
    expect(text).toContain("BALANCE DUE");
    expect(text).toContain("MUSIC CITY MECHANICAL - GERMANTOWN JOB");
  });

  it("takes the generation from a dotted id or invoiceNumber=1, and refuses an order that is not invoiced", async () => {
    for (const path of [
      "/SalesOrders/S1000002.001/PrintInvoice",
      "/SalesOrders/S1000002/PrintInvoice?invoiceNumber=1",
      "/SalesOrders/S1000002/PrintInvoice",
    ]) {
      const res = await erp.get(path);
      expect(res.status, path).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe("%PDF");
    }
    const open = await erp.json<List<Order>>("/SalesOrders?OrderStatus=ShipWhenAvailable&pageSize=1");
    const openGen = open.results[0].generations.find((g) => g.orderStatus === "ShipWhenAvailable")!;
    expect((await erp.get(`/SalesOrders/${openGen.fullInvoiceID}/PrintInvoice`)).status).toBe(400);
  });
});

describe("POST /SalesOrders/{id}/LineItems and PUT …/PrintStatus", () => {
  it("adds a freight line, updates the totals, then printing takes the invoice out of the queue", async () => {
    const id = QUEUED_ORDERS.regular.orderId;
    const before = (await erp.json<Order>(`/SalesOrders/${id}`)).generations[0];
    const freight = [
      {
        lineItemProduct: {
          productId: PRODUCTS.freight.id,
          quantity: 1,
          um: "ea",
          umQuantity: 1,
          unitPrice: 12.34,
          comments: "Carrier: UPS Ship Method: Ground Tracking: 1Z999",
          commentsId: "1",
        },
      },
    ];
    const res = await erp.send("POST", `/SalesOrders/${id}/LineItems?invoiceNumber=1`, freight);
    expect(res.status).toBe(200);
    const after = ((await res.json()) as Order).generations[0];
    expect(after.lineItems).toHaveLength(before.lineItems.length + 1);
    expect(after.lineItems.at(-1)!.lineItemProduct).toMatchObject({
      productId: PRODUCTS.freight.id,
      unitPrice: 12.34,
      extendedPrice: 12.34,
      comments: expect.stringContaining("1Z999"),
    });
    expect(after.salesTotal.value).toBeCloseTo(before.salesTotal.value + 12.34, 2);
    expect(after.balanceDue.value).toBeCloseTo(before.balanceDue.value + 12.34, 2);

    const printed = await erp.send("PUT", `/SalesOrders/${id}/PrintStatus?printStatus=P`);
    expect(printed.status).toBe(200);
    const queue = await erp.json<List<Order>>(queuePath);
    expect(queue.results.map((o) => o.id)).not.toContain(id);
    const pdf = await erp.get(`/SalesOrders/${id}/PrintInvoice?invoiceNumber=1`);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(PRODUCTS.freight.description);
  });

  it("prints only the named generation of a multi-generation order", async () => {
    const sg = QUEUED_ORDERS.secondGeneration;
    expect((await erp.send("PUT", `/SalesOrders/${sg.fullInvoiceID}/PrintStatus?printStatus=P`)).status).toBe(200);
    const o = await erp.json<Order>(`/SalesOrders/${sg.orderId}`);
    expect(o.generations.map((g) => g.printStatus)).toEqual(["P", "P"]);
    expect((await erp.send("PUT", `/SalesOrders/${sg.orderId}/PrintStatus?printStatus=Q&invoiceNumber=2`)).status).toBe(
      200,
    );
    expect((await erp.json<Order>(`/SalesOrders/${sg.orderId}`)).generations.map((g) => g.printStatus)).toEqual([
      "P",
      "Q",
    ]);
  });

  it("refuses bad line items and a missing print status", async () => {
    const id = QUEUED_ORDERS.codPaid.orderId;
    expect(
      (await erp.send("POST", `/SalesOrders/${id}/LineItems`, { lineItemProduct: { productId: 100001 } })).status,
    ).toBe(400);
    expect(
      (
        await erp.send("POST", `/SalesOrders/${id}/LineItems`, [
          { lineItemProduct: { productId: 42, quantity: 1, unitPrice: 1 } },
        ])
      ).status,
    ).toBe(400);
    expect(
      (
        await erp.send("POST", `/SalesOrders/${id}/LineItems`, [
          { lineItemProduct: { productId: 100001, quantity: 0, unitPrice: 1 } },
        ])
      ).status,
    ).toBe(400);
    expect((await erp.send("PUT", `/SalesOrders/${id}/PrintStatus`)).status).toBe(400);
    expect(
      (
        await erp.send("POST", `/SalesOrders/S9/LineItems`, [
          { lineItemProduct: { productId: 100001, quantity: 1, unitPrice: 1 } },
        ])
      ).status,
    ).toBe(404);
  });
});
