import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { listSalesOrders } from "@/lib/erp/resources/sales-orders";
import type { Generation, SalesOrder } from "@/lib/erp/schemas/sales-order";
import { logger } from "@/lib/logger";
import { runWithConcurrency } from "@/lib/erp/run-with-concurrency";
import { readPrintReviewStatus } from "./print-review";
import { rememberQueueCustomers } from "./queue-customers";
import { printReviewKey, sortQueue, type QueueOrder } from "./queue-order";

/** The ERP's shipping queue holds about a hundred invoices over every branch; one branch's fits one page. */
const QUEUE_PAGE_SIZE = 500;
const PRINT_REVIEW_CONCURRENCY = 8;

function queued(g: Generation, branch: string): boolean {
  const status = (g.orderStatus ?? "Invoice").toLowerCase();
  const ship = g.shipBranch?.toUpperCase();
  return g.printStatus?.toUpperCase() === "Q" && status === "invoice" && (!ship || ship === branch.toUpperCase());
}

function toRow(order: SalesOrder, g: Generation): QueueOrder {
  return {
    invoiceNumber: g.fullInvoiceID ?? g.invoiceNumber ?? order.id,
    orderId: order.id,
    generationId: g.generationId === null || g.generationId === undefined ? null : String(g.generationId),
    shipDate: g.shipDate ?? null,
    poNumber: g.poNumber ?? null,
    shipToId: g.shipToId ?? null,
    shipToName: g.shipToName ?? null,
    shipVia: g.shipVia ?? null,
    termsCode: g.termsCode ?? null,
    balanceDue: g.balanceDue?.value ?? null,
    printReviewStatus: "",
  };
}

/** PRINT.REVIEW's STATUS; a missing record or a failure is "" (spec 2 section 8), no invoice id is "Unknown". */
async function readPrintReview(conn: ErpConnection, row: QueueOrder): Promise<string> {
  const key = printReviewKey(row.orderId, row.generationId);
  if (!key) return "Unknown";
  try {
    return await readPrintReviewStatus(conn, key);
  } catch (err) {
    logger.warn({ key, err: String(err) }, "PRINT.REVIEW not read");
    return "";
  }
}

/**
 * The invoices queued for shipping at one branch (GET /SalesOrders ShipBranch, OrderStatus=Invoice, PrintStatus=Q):
 * one row per queued generation with its PRINT.REVIEW status, by ship date descending.
 */
export async function listShippingQueue(conn: ErpConnection, branch: string): Promise<QueueOrder[]> {
  const answer = await listSalesOrders(conn, {
    ShipBranch: branch,
    OrderStatus: "Invoice",
    PrintStatus: "Q",
    pageSize: QUEUE_PAGE_SIZE,
  });
  const listed = answer.results.flatMap((order) =>
    order.generations.filter((g) => queued(g, branch)).map((g) => ({ g, row: toRow(order, g) })),
  );
  rememberQueueCustomers(
    conn.origin,
    listed.map(({ g, row }) => ({
      invoiceNumber: row.invoiceNumber,
      ids: { shipToId: g.shipToId ?? null, billToId: g.billToId ?? null },
    })),
  );
  const rows = listed.map((x) => x.row);
  await runWithConcurrency(rows, PRINT_REVIEW_CONCURRENCY, async (row) => {
    row.printReviewStatus = await readPrintReview(conn, row);
  });
  return sortQueue(rows);
}
