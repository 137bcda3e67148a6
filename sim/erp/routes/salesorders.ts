// Sales orders (ERP contract, sim/erp/README.md, spec 2 section 7): list with filters, one order or one generation,
// the invoice PDF, posting line items (freight, surcharge) and marking a generation printed.
import { totals } from "../data/orders";
import type { Generation, LineItem, SalesOrder } from "../data/types";
import type { Env } from "../env";
import { ErpError, Reply, badRequest, isRecord, type Query } from "../http";
import { pageOf } from "../paging";
import type { Router } from "../router";
import { renderInvoicePdf, type InvoiceParties } from "../pdf/invoice";
import { bumped, found } from "./common";

export const ORDER_STATUSES = [
  "Bid",
  "CallWhenAvailable",
  "CallWhenComplete",
  "CallWhenSpecified",
  "Cancel",
  "Direct",
  "DirectThroughStock",
  "Invoice",
  "Payment",
  "PickUpNow",
  "ReserveInventory",
  "ShipItemComplete",
  "ShipTicket",
  "ShipWhenAvailable",
  "ShipWhenComplete",
  "ShipWhenSpecified",
];
const SORTS = ["shipdate", "orderdate", "id"];

/** `S1000001`, `S1000001.001`, `S1000001.0001` and `S1000001.1` all name order S1000001 (the last three, generation 1). */
export function parseOrderRef(raw: string): { orderId: string; generationId?: number } {
  const [orderId, gen] = raw.trim().toUpperCase().split(".");
  if (gen === undefined) return { orderId };
  if (!/^\d{1,4}$/.test(gen)) throw badRequest(`'${raw}' is not a valid sales order id`);
  return { orderId, generationId: Number(gen) };
}

function generationOf(order: SalesOrder, generationId: number): Generation {
  const g = order.generations.find((x) => x.generationId === generationId);
  if (!g) throw new ErpError(404, `Sales order ${order.id} has no generation ${generationId}`);
  return g;
}

/** The generation a per-invoice call means: the dotted id, else `invoiceNumber` (or `generationId`), else none. */
function targetGeneration(ref: { generationId?: number }, query: Query): number | undefined {
  if (ref.generationId !== undefined) return ref.generationId;
  const raw = query.get("invoiceNumber") ?? query.get("generationId");
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw.includes(".") ? raw.split(".").pop() : raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest(`The value '${raw}' is not valid for invoiceNumber.`);
  return n;
}

function dateParam(q: Query, name: string): string | undefined {
  const v = q.get(name);
  if (v === undefined || v === "") return undefined;
  const d = v.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)))
    throw badRequest(`The value '${v}' is not valid for ${name}.`);
  return d;
}

function range(q: Query, prefix: string): [string | undefined, string | undefined] {
  const start = dateParam(q, `${prefix}Start`);
  const end = dateParam(q, `${prefix}End`);
  if (start && end && start > end) throw badRequest(`${prefix}Start must not be after ${prefix}End`);
  return [start, end];
}

type GenFilter = (g: Generation) => boolean;

/** Every filter applies per generation; an order is listed when one of its generations passes them all. */
function generationFilter(q: Query): GenFilter {
  const tests: GenFilter[] = [];
  const eq = (param: string, field: (g: Generation) => string) => {
    const wanted = q
      .all(param)
      .map((v) => v.trim().toUpperCase())
      .filter(Boolean);
    if (wanted.length) tests.push((g) => wanted.includes(field(g).toUpperCase()));
  };
  eq("ShipTo", (g) => g.shipToId);
  eq("BillTo", (g) => g.billToId);
  eq("ShipBranch", (g) => g.shipBranch);
  eq("PriceBranch", (g) => g.priceBranch);
  eq("ShipVia", (g) => g.shipVia);
  eq("Writer", (g) => g.writer);
  eq("PrintStatus", (g) => g.printStatus);
  const statuses = q.all("OrderStatus");
  for (const s of statuses)
    if (!ORDER_STATUSES.includes(s)) throw badRequest(`The value '${s}' is not valid for OrderStatus.`);
  if (statuses.length) tests.push((g) => statuses.includes(g.orderStatus));
  const [shipFrom, shipTo] = range(q, "ShipDate");
  if (shipFrom) tests.push((g) => g.shipDate >= shipFrom);
  if (shipTo) tests.push((g) => g.shipDate <= shipTo);
  const [orderFrom, orderTo] = range(q, "OrderDate");
  if (orderFrom) tests.push((g) => g.orderDate >= orderFrom);
  if (orderTo) tests.push((g) => g.orderDate <= orderTo);
  return (g) => tests.every((t) => t(g));
}

function sorter(
  q: Query,
): ((a: { key: string; order: SalesOrder }, b: { key: string; order: SalesOrder }) => number) | null {
  const raw = q.get("sort");
  if (!raw) return null;
  const desc = raw.startsWith("-");
  const field = raw.replace(/^[-+ ]/, "").toLowerCase();
  if (!SORTS.includes(field)) throw badRequest(`The value '${raw}' is not valid for sort.`);
  const dir = desc ? -1 : 1;
  return (a, b) => (a.key < b.key ? -dir : a.key > b.key ? dir : a.order.id < b.order.id ? -1 : 1);
}

function listOrders(env: Env, q: Query) {
  const matchGen = generationFilter(q);
  const refs = q
    .all("id")
    .flatMap((v) => v.split(","))
    .filter(Boolean)
    .map(parseOrderRef);
  const byId = new Map(refs.map((r) => [r.orderId, r.generationId]));
  const sortField = (q.get("sort") ?? "").replace(/^[-+ ]/, "").toLowerCase();
  const rows: { key: string; order: SalesOrder }[] = [];
  const consider = (order: SalesOrder, onlyGen?: number) => {
    const view =
      onlyGen === undefined
        ? order
        : { ...order, generations: order.generations.filter((g) => g.generationId === onlyGen) };
    const hits = view.generations.filter(matchGen);
    if (!hits.length) return;
    const key =
      sortField === "orderdate"
        ? view.orderDate
        : sortField === "id"
          ? view.id
          : hits.reduce((m, g) => (g.shipDate > m ? g.shipDate : m), "");
    rows.push({ key, order: view });
  };
  if (byId.size) {
    for (const [id, gen] of byId) {
      const o = env.orders.get(id);
      if (o) consider(o, gen);
    }
  } else {
    for (const o of env.orders.values()) consider(o);
  }
  const sort = sorter(q);
  if (sort) rows.sort(sort);
  const orders = rows.map((r) => r.order);
  return q.bool("onlyIds") ? pageOf(orders, q, (o) => o.id) : pageOf(orders, q);
}

function parseLineItems(env: Env, body: unknown, firstId: number): LineItem[] {
  if (!Array.isArray(body) || body.length === 0)
    throw badRequest("The body must be a non-empty array of { lineItemProduct }");
  return body.map((entry, i) => {
    const p = isRecord(entry) && isRecord(entry.lineItemProduct) ? entry.lineItemProduct : null;
    const where = `[${i}].lineItemProduct`;
    if (!p) throw badRequest(`${where} is required`);
    const productId = Number(p.productId);
    const product = Number.isInteger(productId) ? env.products.get(productId) : undefined;
    if (!product) throw badRequest(`${where}.productId: product ${String(p.productId)} was not found`);
    const quantity = Number(p.quantity ?? 1);
    if (!Number.isFinite(quantity) || quantity <= 0) throw badRequest(`${where}.quantity must be a positive number`);
    const unitPrice = Number(p.unitPrice ?? product.listPrice.value / product.pricingPerQuantity);
    // A negative price is a credit line (a voided label's freight reversal), as Eclipse takes it.
    if (!Number.isFinite(unitPrice)) throw badRequest(`${where}.unitPrice must be a number`);
    const umQuantity = Number(p.umQuantity ?? 1);
    return {
      lineItemId: firstId + i,
      lineItemProduct: {
        productId: product.id,
        description: typeof p.description === "string" && p.description ? p.description : product.description,
        quantity,
        um: typeof p.um === "string" && p.um ? p.um : product.um.toLowerCase(),
        umQuantity: Number.isFinite(umQuantity) && umQuantity > 0 ? umQuantity : 1,
        unitPrice,
        extendedPrice: Math.round(unitPrice * quantity * 100) / 100,
        comments: typeof p.comments === "string" ? p.comments : "",
        commentsId: p.commentsId === undefined ? "" : String(p.commentsId),
      },
    };
  });
}

/** Replaces generations of an order (records are immutable) and stores the new version. */
function saveGenerations(env: Env, order: SalesOrder, change: (g: Generation) => Generation | null): SalesOrder {
  const generations = order.generations.map((g) => change(g) ?? g);
  return env.orders.put(bumped({ ...order, generations }));
}

/**
 * Rendered invoices by record version: records are immutable and every write makes a new object, so an
 * order object plus its parties' update keys name one exact PDF. Spares pdf-lib on repeat prints.
 */
const pdfCache = new WeakMap<SalesOrder, Map<string, Promise<Uint8Array>>>();

function cachedPdf(order: SalesOrder, gen: Generation, parties: InvoiceParties): Promise<Uint8Array> {
  let byKey = pdfCache.get(order);
  if (!byKey) pdfCache.set(order, (byKey = new Map()));
  const key = [gen.generationId, parties.seller?.updateKey, parties.billTo?.updateKey, parties.shipTo?.updateKey].join(
    "|",
  );
  let pdf = byKey.get(key);
  if (!pdf) {
    pdf = renderInvoicePdf(order, gen, parties);
    byKey.set(key, pdf);
    pdf.catch(() => byKey.delete(key));
  }
  return pdf;
}

export function salesOrderRoutes(router: Router) {
  router.get("/SalesOrders", ({ env, query }) => listOrders(env, query));

  router.get("/SalesOrders/:id", ({ env, params }) => {
    const ref = parseOrderRef(params.id);
    const order = found(env.orders, ref.orderId, "Sales order");
    if (ref.generationId === undefined) return order;
    return { ...order, generations: [generationOf(order, ref.generationId)] };
  });

  router.get("/SalesOrders/:id/PrintInvoice", async ({ env, params, query }) => {
    const ref = parseOrderRef(params.id);
    const order = found(env.orders, ref.orderId, "Sales order");
    const wanted = targetGeneration(ref, query);
    const invoiced = order.generations.filter((g) => g.orderStatus === "Invoice");
    const gen = wanted === undefined ? invoiced[invoiced.length - 1] : generationOf(order, wanted);
    if (!gen || gen.orderStatus !== "Invoice")
      throw badRequest(`Sales order ${order.id}${wanted ? ` generation ${wanted}` : ""} has not been invoiced`);
    const branch = env.branches.get(gen.shipBranch);
    const parties = {
      seller: branch ? env.customers.get(branch.branchEntityId) : undefined,
      billTo: env.customers.get(gen.billToId),
      shipTo: env.customers.get(gen.shipToId),
    };
    return new Reply(200, await cachedPdf(order, gen, parties), "application/pdf");
  });

  router.post("/SalesOrders/:id/LineItems", ({ env, params, query, body }) => {
    const ref = parseOrderRef(params.id);
    const order = found(env.orders, ref.orderId, "Sales order");
    const target = targetGeneration(ref, query) ?? order.generations[order.generations.length - 1].generationId;
    const gen = generationOf(order, target);
    const added = parseLineItems(env, body, gen.lineItems.length + 1);
    return saveGenerations(env, order, (g) => {
      if (g !== gen) return null;
      const lineItems = [...g.lineItems, ...added];
      return { ...g, lineItems, ...totals({ ...g, lineItems }) };
    });
  });

  router.put("/SalesOrders/:id/PrintStatus", ({ env, params, query }) => {
    const ref = parseOrderRef(params.id);
    const order = found(env.orders, ref.orderId, "Sales order");
    const status = (query.get("printStatus") ?? "").trim().toUpperCase();
    if (!/^[A-Z]$/.test(status)) throw badRequest("printStatus is required (a one-letter print status such as P or Q)");
    const target = targetGeneration(ref, query);
    const invoiced = order.generations.filter((g) => g.orderStatus === "Invoice");
    // Without a generation: printing marks every queued generation; re-queueing takes the latest invoice.
    const chosen =
      target !== undefined
        ? [generationOf(order, target)]
        : status === "Q"
          ? invoiced.slice(-1)
          : order.generations.filter((g) => g.printStatus === "Q");
    return saveGenerations(env, order, (g) => (chosen.includes(g) ? { ...g, printStatus: status } : null));
  });
}
