import type { Shipment } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { addLineItems, getSalesOrder, setPrintStatus } from "@/lib/erp/resources/sales-orders";

export type FreightProgress = { lineAdded?: boolean; printed?: boolean };

/** CLARIFICATIONS 26: the comment of the freight line; the tracking number in it finds the line again. */
export function freightComment(s: Pick<Shipment, "carrier" | "servicelevel" | "trackingNumber">): string {
  return `Carrier: ${s.carrier ?? ""} Ship Method: ${s.servicelevel ?? ""} Tracking: ${s.trackingNumber ?? ""}`;
}

/** Whether an earlier attempt's line is on the order already (its answer may have been lost). */
async function lineAlreadyPosted(conn: ErpConnection, invoiceNumber: string, trackingNumber: string): Promise<boolean> {
  const order = await getSalesOrder(conn, invoiceNumber);
  return order.generations.some((g) =>
    g.lineItems.some((l) => {
      const comments = (l.lineItemProduct as { comments?: unknown } | null | undefined)?.comments;
      return typeof comments === "string" && comments.includes(`Tracking: ${trackingNumber}`);
    }),
  );
}

/**
 * Line-item mode: the freight line (the freight product, qty 1, ea, the rate amount, the carrier comment), then
 * print status P, which takes the order out of the queue. Each finished step is saved, so a retry after a failure
 * between them only does what is missing; a line whose answer was lost is found on the order, not added again.
 */
export async function postFreightLine(
  conn: ErpConnection,
  params: { shipment: Shipment; productId: string | null | undefined; mayHaveActed: boolean },
  progress: FreightProgress,
  saveProgress: (p: FreightProgress) => Promise<void>,
): Promise<FreightProgress> {
  const { shipment } = params;
  const invoice = shipment.invoiceNumber;
  if (!progress.lineAdded) {
    if (!params.productId) throw new ApiError({ code: "unprocessable", message: "Freight Product ID is required for Invoice Line Item method" });
    const found = params.mayHaveActed && (await lineAlreadyPosted(conn, invoice, shipment.trackingNumber ?? ""));
    if (!found) {
      await addLineItems(conn, invoice, [
        {
          lineItemProduct: {
            productId: params.productId,
            quantity: 1,
            um: "ea",
            umQuantity: 1,
            unitPrice: shipment.costAmount ?? 0,
            comments: freightComment(shipment),
            commentsId: "1",
          },
        },
      ]);
    }
    await saveProgress({ lineAdded: true });
  }
  if (!progress.printed) {
    await setPrintStatus(conn, invoice, { printStatus: "P" });
    await saveProgress({ printed: true });
  }
  return { lineAdded: true, printed: true };
}
