import type { Db } from "@/db/client";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { ApiError } from "@/lib/errors/api-error";
import { getShip54Settings } from "@/lib/shipping/settings/get-ship54-settings";
import { holdPreventedMessage } from "./hold-rule";
import { heldGeneration, readOrderPrintReviews } from "./order-print-reviews";

/**
 * The server's side of a print review hold under prevent (issue 27): the dashboard's dialog offers no way through, and
 * a label bought by any other way is refused (409) before anything is spent. Under warn nothing is read. The status
 * is read afresh (a hold set after the queue loaded counts), for the order however it is named (`S1000005` as
 * well as `S1000005.001`); a read that fails refuses the purchase with the ERP's error rather than let a possibly
 * held order through.
 */
export async function refuseHeldInvoice(
  db: Db,
  params: { companyId: string; userId: string; invoiceNumber: string; connect(): Promise<ErpConnection> },
): Promise<void> {
  const { printReviewHolds: holds } = await getShip54Settings(db, {
    companyId: params.companyId,
    userId: params.userId,
  });
  if (holds.policy !== "prevent" || holds.values.length === 0) return;
  const held = heldGeneration(await readOrderPrintReviews(await params.connect(), params.invoiceNumber), holds.values);
  if (held) throw new ApiError({ code: "conflict", message: holdPreventedMessage(held.invoiceNumber, held.status) });
}
