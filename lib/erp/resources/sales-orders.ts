import { z } from "zod";
import { erpFetch, type ErpConnection } from "../erp-fetch";
import { listEnvelope, oneOrMany, pagingParams, queryText } from "../schemas/common";
import { lineItemsWriteSchema, salesOrderSchema, type LineItemsCreate } from "../schemas/sales-order";
import { erpPath } from "./erp-path";
import { parseAnswer } from "./parse-answer";

/** Eclipse's order statuses: PascalCase and case-sensitive (ERP contract, sim/erp/README.md). */
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
] as const;

/** One letter (Q queued, P printed); sent upper-case. */
const printStatus = z
  .string()
  .regex(/^[A-Za-z]$/, "Print status is one letter, such as P or Q")
  .transform((s) => s.toUpperCase());
/** A generation as `1`, `001` or `0001`. */
const invoiceNumber = z.union([
  z.string().regex(/^\d{1,4}$/, "invoiceNumber is a generation number"),
  z.number().int().min(1).max(9999),
]);

/** Invoice list (by ShipTo) and shipping queue (by ShipBranch + PrintStatus), spec 2 section 7. */
export const listSalesOrdersParams = z
  .object({
    ShipTo: queryText.optional(),
    ShipBranch: queryText.optional(),
    OrderStatus: oneOrMany(z.enum(ORDER_STATUSES)).optional(),
    PrintStatus: printStatus.optional(),
    sort: z.enum(["shipDate", "-shipDate", "orderDate", "-orderDate"]).optional(),
    ...pagingParams,
  })
  .strict();
export type ListSalesOrdersParams = z.input<typeof listSalesOrdersParams>;

export const invoiceParams = z.object({ invoiceNumber: invoiceNumber.optional() }).strict();
export const printStatusParams = z.object({ printStatus, invoiceNumber: invoiceNumber.optional() }).strict();

export async function listSalesOrders(conn: ErpConnection, params: ListSalesOrdersParams) {
  const query = listSalesOrdersParams.parse(params);
  const answer = await erpFetch(conn, { method: "GET", path: "/SalesOrders", query });
  return parseAnswer(listEnvelope(salesOrderSchema), answer, "GET /SalesOrders");
}

/** One order; a dotted id (`S1000004.002`) answers the order with only that generation. */
export async function getSalesOrder(conn: ErpConnection, id: string) {
  const answer = await erpFetch(conn, { method: "GET", path: erpPath("SalesOrders", id) });
  return parseAnswer(salesOrderSchema, answer, "GET /SalesOrders/{id}");
}

/** The invoice PDF (bytes). The generation is the dotted id's, else `invoiceNumber`, else the latest invoice. */
export async function getInvoicePdf(
  conn: ErpConnection,
  id: string,
  params: z.input<typeof invoiceParams> = {},
): Promise<Buffer> {
  const query = invoiceParams.parse(params);
  const answer = await erpFetch(conn, {
    method: "GET",
    path: erpPath("SalesOrders", id, "PrintInvoice"),
    query,
    accept: "pdf",
  });
  return answer as Buffer;
}

/** Adds line items (freight, surcharge) to a generation; answers the order with its new totals. */
export async function addLineItems(
  conn: ErpConnection,
  id: string,
  items: LineItemsCreate,
  params: z.input<typeof invoiceParams> = {},
) {
  const body = lineItemsWriteSchema.parse(items);
  const query = invoiceParams.parse(params);
  const answer = await erpFetch(conn, { method: "POST", path: erpPath("SalesOrders", id, "LineItems"), query, body });
  return parseAnswer(salesOrderSchema.nullable(), answer, "POST /SalesOrders/{id}/LineItems");
}

/** Sets the print status as a query param, no body (CLARIFICATIONS 26); P takes the invoice out of the Q queue. */
export async function setPrintStatus(conn: ErpConnection, id: string, params: z.input<typeof printStatusParams>) {
  const query = printStatusParams.parse(params);
  const answer = await erpFetch(conn, { method: "PUT", path: erpPath("SalesOrders", id, "PrintStatus"), query });
  return parseAnswer(salesOrderSchema.nullable(), answer, "PUT /SalesOrders/{id}/PrintStatus");
}
