import { describe, expect, it } from "vitest";
import { INVOICE_CUSTOMER, PRODUCTS, QUEUE_BRANCH, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { setupContractEnv } from "./contract-env";
import { expectFields, expectList } from "./expect-fields";

const erp = setupContractEnv();

type Gen = Record<string, unknown> & {
  shipToId: string;
  shipDate: string;
  generationId: number;
  printStatus: string;
  lineItems: { lineItemProduct: { productId: number } }[];
  salesTotal: { value: number };
};
type Order = { id: string; generations: Gen[] };

const invoiceList = (startIndex: number) => ({
  method: "GET",
  url: "/SalesOrders",
  params: {
    ShipTo: INVOICE_CUSTOMER.shipToId,
    OrderStatus: "Invoice",
    includeTotalItems: true,
    sort: "-shipDate",
    startIndex,
    pageSize: 25,
  },
});
const queue = {
  method: "GET",
  url: `/SalesOrders?ShipBranch=${QUEUE_BRANCH}&OrderStatus=Invoice&PrintStatus=Q&includeTotalItems=true`,
};

const GENERATION_FIELDS = {
  shipDate: "string",
  fullInvoiceID: "string",
  invoiceNumber: "string",
  poNumber: "string",
  shipToId: "string",
  shipToName: "string",
  shipVia: "string",
  termsCode: "string",
  balanceDue: "money",
  generationId: "number",
} as const;

describe("ERP contract – sales orders (spec 2 Invoice Look Up, Shipment Dashboard, shipment preparation)", () => {
  it("invoice list: a full first page of 25, newest first, with the generation fields spec 2 reads", async () => {
    const { status, json } = await erp.call(invoiceList(1));
    expect(status).toBe(200);
    const orders = expectList(json, { total: true }) as unknown as Order[];
    expect(orders).toHaveLength(25);
    expect(json.metadata.totalItems).toBeGreaterThan(25);
    const shown = orders.flatMap((o) => o.generations.filter((g) => g.shipToId === INVOICE_CUSTOMER.shipToId));
    for (const g of shown) expectFields(g, GENERATION_FIELDS, `generation of ${String(g.fullInvoiceID)}`);
    const listed = (o: Order) =>
      o.generations.filter((g) => g.shipToId === INVOICE_CUSTOMER.shipToId && g.orderStatus === "Invoice");
    const latest = orders.map((o) =>
      listed(o)
        .map((g) => g.shipDate)
        .sort()
        .pop()!,
    );
    expect(latest).toEqual([...latest].sort().reverse());
  });

  it("invoice list: the second page holds the rest", async () => {
    const { json: first } = await erp.call(invoiceList(1));
    const { status, json } = await erp.call(invoiceList(26));
    expect(status).toBe(200);
    const rest = expectList(json) as unknown as Order[];
    expect(rest.length).toBe(first.metadata.totalItems - 25);
    expect(rest.map((o) => o.id)).not.toContain((first.results as Order[])[0].id);
  });

  it("shipping queue: the branch's invoices with print status Q, with terms and balances for the COD check", async () => {
    const { status, json } = await erp.call(queue);
    expect(status).toBe(200);
    const orders = expectList(json, { total: true }) as unknown as Order[];
    const ids = orders.map((o) => o.id);
    for (const o of Object.values(QUEUED_ORDERS)) expect(ids).toContain(o.orderId);
    const cod = orders.find((o) => o.id === QUEUED_ORDERS.codWithBalance.orderId)!;
    const queued = cod.generations.find((g) => g.printStatus === "Q")!;
    expectFields(queued, { ...GENERATION_FIELDS, printStatus: "string" });
    expect(queued.termsCode).toBe("COD");
    expect((queued.balanceDue as { value: number }).value).toBeGreaterThan(0);
  });

  it("one order: the shipment-preparation details", async () => {
    const { status, json } = await erp.call({ method: "GET", url: `/SalesOrders/${QUEUED_ORDERS.regular.orderId}` });
    expect(status).toBe(200);
    expectFields(json, { id: "string", generations: "array" });
    expectFields((json as Order).generations[0], {
      shipDate: "string",
      poNumber: "string",
      balanceDue: "money",
      salesTotal: "money",
      writer: "string",
      shippingInstructions: "string",
      shippingAddressLine1: "string",
      shippingAddressLine2: "string",
      shippingCity: "string",
      shippingState: "string",
      postalCode: "string",
      shipToName: "string",
      shipVia: "string",
    });
  });

  it("one order by dotted invoice id: only that generation", async () => {
    const { status, json } = await erp.call({
      method: "GET",
      url: `/SalesOrders/${QUEUED_ORDERS.secondGeneration.fullInvoiceID}`,
    });
    expect(status).toBe(200);
    expect((json as Order).generations.map((g) => g.generationId)).toEqual([
      QUEUED_ORDERS.secondGeneration.generationId,
    ]);
  });

  it("an unknown order is the ERP's 404 with its message", async () => {
    const { status, json } = await erp.call({ method: "GET", url: "/SalesOrders/S9999999" });
    expect(status).toBe(404);
    expect(json.error).toMatch(/S9999999/);
  });

  it("PrintInvoice: the invoice as PDF bytes", async () => {
    const { status, res } = await erp.call({
      method: "GET",
      url: `/SalesOrders/${QUEUED_ORDERS.regular.fullInvoiceID}/PrintInvoice`,
    });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it("PrintInvoice of an order that was never invoiced keeps the ERP's 400 message", async () => {
    const { json: list } = await erp.call({ method: "GET", url: "/SalesOrders?OrderStatus=Bid&pageSize=1" });
    const bid = (list.results as Order[])[0];
    const { status, json } = await erp.call({
      method: "GET",
      url: `/SalesOrders/${bid.id}.${bid.generations.find((g) => g.orderStatus === "Bid")!.generationId}/PrintInvoice`,
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/not been invoiced/);
  });

  it("LineItems: a freight line is added to the generation and its totals change", async () => {
    const id = QUEUED_ORDERS.regular.fullInvoiceID;
    const { json: before } = await erp.call({ method: "GET", url: `/SalesOrders/${id}` });
    const freight = {
      lineItemProduct: {
        productId: PRODUCTS.freight.id,
        quantity: 1,
        um: "ea",
        umQuantity: 1,
        unitPrice: 18.42,
        comments: "Carrier: UPS Ship Method: Ground Tracking: 1Z999",
        commentsId: "1",
      },
    };
    const { status, json } = await erp.call({ method: "POST", url: `/SalesOrders/${id}/LineItems`, data: [freight] });
    expect(status).toBe(200);
    const gen = (json as Order).generations.find((g) => g.generationId === 1)!;
    expect(gen.lineItems.at(-1)?.lineItemProduct).toMatchObject({
      productId: PRODUCTS.freight.id,
      unitPrice: 18.42,
      commentsId: "1",
    });
    const was = (before as Order).generations[0].salesTotal.value;
    expect(gen.salesTotal.value).toBeCloseTo(was + 18.42, 2);
  });

  it("LineItems with an unknown product keeps the ERP's 400 message", async () => {
    const bad = [{ lineItemProduct: { productId: 999999, quantity: 1, um: "ea", umQuantity: 1, unitPrice: 1 } }];
    const { status, json } = await erp.call({
      method: "POST",
      url: `/SalesOrders/${QUEUED_ORDERS.regular.fullInvoiceID}/LineItems`,
      data: bad,
    });
    expect(status).toBe(400);
    expect(json.error).toMatch(/999999/);
  });

  it("PrintStatus P: the invoice leaves the Q queue, and the rest stay", async () => {
    const { status, json } = await erp.call({
      method: "PUT",
      url: `/SalesOrders/${QUEUED_ORDERS.regular.fullInvoiceID}/PrintStatus?printStatus=P`,
    });
    expect(status).toBe(200);
    expect((json as Order).generations.find((g) => g.generationId === 1)?.printStatus).toBe("P");
    const { json: after } = await erp.call(queue);
    const ids = (after.results as Order[]).map((o) => o.id);
    expect(ids).not.toContain(QUEUED_ORDERS.regular.orderId);
    expect(ids).toContain(QUEUED_ORDERS.codWithBalance.orderId);
  });

  it("PrintStatus needs its status: refused with 400 before the ERP", async () => {
    const { status } = await erp.call({
      method: "PUT",
      url: `/SalesOrders/${QUEUED_ORDERS.codPaid.fullInvoiceID}/PrintStatus`,
    });
    expect(status).toBe(400);
  });
});
