import {
  addLineItems,
  getInvoicePdf,
  getSalesOrder,
  invoiceParams,
  listSalesOrders,
  listSalesOrdersParams,
  printStatusParams,
  setPrintStatus,
} from "../resources/sales-orders";
import { lineItemsCreateSchema } from "../schemas/sales-order";
import { none } from "./none";
import { allow } from "./types";

/** Invoice Look Up, the Shipment Dashboard's queue, shipment preparation and freight posting (spec 2 section 7). */
export const salesOrderCalls = [
  allow({
    method: "GET",
    path: "/SalesOrders",
    params: listSalesOrdersParams,
    run: (c, a) => listSalesOrders(c, a.params),
  }),
  allow({ method: "GET", path: "/SalesOrders/{id}", params: none, run: (c, a) => getSalesOrder(c, a.path.id) }),
  allow({
    method: "GET",
    path: "/SalesOrders/{id}/PrintInvoice",
    params: invoiceParams,
    run: (c, a) => getInvoicePdf(c, a.path.id, a.params),
  }),
  allow({
    method: "POST",
    path: "/SalesOrders/{id}/LineItems",
    params: invoiceParams,
    body: lineItemsCreateSchema,
    run: (c, a) => addLineItems(c, a.path.id, a.body, a.params),
  }),
  allow({
    method: "PUT",
    path: "/SalesOrders/{id}/PrintStatus",
    params: printStatusParams,
    run: (c, a) => setPrintStatus(c, a.path.id, a.params),
  }),
];
