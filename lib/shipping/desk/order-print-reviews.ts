import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";
import { ApiError } from "@/lib/errors/api-error";
import { matchingHold } from "./hold-rule";
import { readPrintReviewStatus } from "./print-review";
import { printReviewKey, printReviewKeyOfInvoice } from "./queue-order";

/** One generation's PRINT.REVIEW status, under the generation's full invoice id (`S1000005.001`). */
export type GenerationReview = { invoiceNumber: string; status: string };

/** The generations of an order as the ERP answers a bare order id; none when the ERP has no such order. */
async function orderGenerations(conn: ErpConnection, orderId: string) {
  try {
    const order = await getSalesOrder(conn, orderId);
    return order.generations.flatMap((g) => {
      const generation = g.generationId === null || g.generationId === undefined ? "" : String(g.generationId);
      const key = printReviewKey(order.id, generation);
      return key ? [{ key, invoiceNumber: g.fullInvoiceID || `${order.id}.${generation.padStart(3, "0")}` }] : [];
    });
  } catch (err) {
    // An order the ERP does not know has no review to hold it (as a missing PRINT.REVIEW record reads "").
    if (err instanceof ApiError && err.upstreamStatus === 404) return [];
    throw err;
  }
}

/**
 * The print review statuses of every generation an invoice number can name. The ERP answers the same order for
 * `S1000005` and `S1000005.001`, and the desk, a batch and the freight post all take either; so a bare order id
 * is read as every generation the ERP holds for it (which one it ships is not said: a hold on any of them
 * counts, and the clerk names the generation to ship another). A dotted id names its own generation only.
 */
export async function readOrderPrintReviews(conn: ErpConnection, invoiceNumber: string): Promise<GenerationReview[]> {
  const name = invoiceNumber.trim().toUpperCase();
  const own = printReviewKeyOfInvoice(name);
  const generations = own ? [{ key: own, invoiceNumber: name }] : await orderGenerations(conn, name);
  return Promise.all(
    generations.map(async (g) => ({
      invoiceNumber: g.invoiceNumber,
      status: await readPrintReviewStatus(conn, g.key),
    })),
  );
}

/** The first generation the company's hold values hold, or null. */
export function heldGeneration(reviews: readonly GenerationReview[], values: readonly string[]) {
  return reviews.find((r) => matchingHold(r.status, values) !== null) ?? null;
}
