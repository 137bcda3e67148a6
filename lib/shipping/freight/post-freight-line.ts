import type { Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { addLineItems, setPrintStatus } from "@/lib/erp/resources/sales-orders";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import type { IntentTools } from "@/lib/intents/run-once";
import { labelFreight, type FreightShipment } from "./freight-result";

export type FreightProgress = { lineAdded?: boolean; printed?: boolean };

/**
 * The comment of the freight line; the tracking number in it finds the line again. Priced by a freight rule:
 * "Tracking: {numbers}; {sum}" (CLARIFICATIONS 60); else as CLARIFICATIONS 26 has it.
 */
export function freightComment(
  s: Pick<Shipment, "carrier" | "servicelevel" | "trackingNumber">,
  sum?: string | null,
): string {
  if (sum) return `Tracking: ${s.trackingNumber ?? ""}; ${sum}`;
  return `Carrier: ${s.carrier ?? ""} Ship Method: ${s.servicelevel ?? ""} Tracking: ${s.trackingNumber ?? ""}`;
}

/** Whether the order carries the freight line of this tracking number (an earlier attempt's answer may have been lost). */
export function hasFreightLine(order: SalesOrder, trackingNumber: string): boolean {
  return order.generations.some((g) =>
    g.lineItems.some((l) => {
      const comments = (l.lineItemProduct as { comments?: unknown } | null | undefined)?.comments;
      return typeof comments === "string" && comments.includes(`Tracking: ${trackingNumber}`);
    }),
  );
}

/**
 * Line-item mode: the freight line (the freight product, qty 1, ea, the rate amount, the carrier comment), then
 * print status P, which takes the order out of the queue. Each is an outside write whose step is recorded once it
 * is done, so a retry only does what is missing; a line whose answer was lost is found by recovery, not added again.
 */
export async function postFreightLine(
  conn: ErpConnection,
  params: { shipment: Shipment; productId: string | null | undefined; several?: FreightShipment | null },
  progress: FreightProgress,
  write: IntentTools["write"],
): Promise<FreightProgress> {
  // Several packages: one line of their total, every tracking number in its comment (the first finds it again).
  const { several } = params;
  const shipment = several
    ? { ...params.shipment, trackingNumber: several.trackingNumbers.join(", ") }
    : params.shipment;
  const amount = several?.totalFreight ?? labelFreight(params.shipment);
  const invoice = shipment.invoiceNumber;
  if (!progress.lineAdded) {
    if (!params.productId)
      throw new ApiError({
        code: "unprocessable",
        message: "Freight Product ID is required for Invoice Line Item method",
      });
    const line = {
      productId: params.productId,
      quantity: 1,
      um: "ea",
      umQuantity: 1,
      unitPrice: amount,
      comments: freightComment(shipment, shipment.freightCharge?.sum),
      commentsId: "1",
    };
    await write(() => addLineItems(conn, invoice, [{ lineItemProduct: line }]), { progress: { lineAdded: true } });
  }
  if (!progress.printed)
    await write(() => setPrintStatus(conn, invoice, { printStatus: "P" }), { progress: { printed: true } });
  return { lineAdded: true, printed: true };
}
