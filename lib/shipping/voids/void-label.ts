import type { Db } from "@/db/client";
import type { Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { replaceResult } from "@/lib/intents/run-once";
import { logger } from "@/lib/logger";
import { findShipmentOrThrow } from "../core/find-shipment";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";
import { moveMoney } from "../lifecycle/money-state";
import { freightIntentOf } from "./free-ledger-keys";
import { linePostedAgainAhead } from "./post-freight-again";
import { refundStateOf, toRefundMade } from "./recover-refund";
import { refundRefusedError, refusalReason } from "./refund-errors";
import { recordRefusal } from "./refund-state";
import { requestRefund } from "./request-refund";
import { lineReversalAhead } from "./reverse-freight";
import { settleRefund } from "./settle-refund";
import { toVoidResult, type RefundMade, type VoidResult } from "./void-result";

const OPEN = new Set(["QUEUED", "PENDING"]);
export const NEEDS_ERP_USER =
  "This label's freight was posted as an invoice line, so its void adds the credit line in the ERP: a staff user of the company must void it.";
export const POST_AGAIN_NEEDS_ERP_USER =
  "The carrier refused this label's refund, so the freight line taken back when it was voided is posted again in the ERP: a staff user of the company must press Void Again.";

/** The ERP line ahead of this void needs the caller's ERP session: a caller without one is told why. */
async function erpForLine(erp: () => Promise<ErpConnection>, why: string): Promise<void> {
  try {
    await erp();
  } catch (err) {
    if (!(err instanceof ApiError && err.code === "forbidden")) throw err;
    throw new ApiError({ code: "forbidden", message: why });
  }
}

/** A refund Shippo was still working on when it was made: its state now (a read; the void itself is not repeated). */
export async function refreshed(db: Db, shipment: Shipment, refund: RefundMade): Promise<RefundMade> {
  if (!OPEN.has(refund.refundStatus)) return refund;
  const shippo = await shippoForCompany(db, shipment.companyId);
  if (refund.refundId) return toRefundMade(await callShippo(() => shippo.refunds.get(refund.refundId)));
  const tx = await callShippo(() => shippo.transactions.get(shipment.shippoTransactionId));
  return { refundId: "", refundStatus: refundStateOf(tx.status) };
}

/**
 * The refund as Shippo reports it now, or as last known when Shippo cannot be read at the moment: the refund was asked
 * and stands either way (a failed read is no refusal of the void); the refunds-settle job reads it again.
 */
async function asItStands(db: Db, shipment: Shipment, refund: RefundMade): Promise<RefundMade> {
  try {
    return await refreshed(db, shipment, refund);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    logger.warn({ shipmentId: shipment.id, err: err.message }, "refund state not read; answered as last known");
    return refund;
  }
}

/**
 * Void Label (CLARIFICATIONS 54/55/57): the shipment is `voiding` before Shippo is asked (no freight posts from then
 * on), then Shippo is asked once to refund the label. Once the refund is done the package's key is free and the
 * freight posted for it is reversed once; while Shippo holds it the shipment stays `voiding` and a job reads it
 * again until it settles; a refusal makes the label live again. Pressing again answers the same void (with the
 * refund's state as Shippo now reports it) and finishes any step an earlier press left undone: a refund refused after
 * a void of the old code took the freight back, say, posts that freight again with the caller's session.
 */
export async function voidLabel(
  db: Db,
  params: { companyId: string; shipmentId: string; erp: () => Promise<ErpConnection>; sessionId?: string | null },
): Promise<VoidResult & { replayed: boolean }> {
  const shipment = await findShipmentOrThrow(db, params);
  const freight = await freightIntentOf(db, shipment);
  // The credit line is added with the caller's ERP session: a caller without one (an administrator on Shipment
  // Tracking) is told before Shippo refunds, so a void is never left half done. So is the freight line a refused
  // refund posts again (a label voided before refunds were settled, CLARIFICATIONS 57).
  if (await lineReversalAhead(db, shipment, freight)) await erpForLine(params.erp, NEEDS_ERP_USER);
  else if (await linePostedAgainAhead(db, shipment, freight)) await erpForLine(params.erp, POST_AGAIN_NEEDS_ERP_USER);

  await moveMoney(db, [shipment.id], "voiding");
  let outcome;
  try {
    outcome = await requestRefund(db, shipment, params.sessionId ?? null);
  } catch (err) {
    if (!(err instanceof ApiError && err.refused && err.code === "unprocessable")) throw err;
    const reason = refusalReason(err);
    await recordRefusal(db, shipment, reason);
    await moveMoney(db, [shipment.id], "refundRefused");
    throw refundRefusedError(reason);
  }
  const refund = outcome.replayed ? await asItStands(db, shipment, outcome.result) : outcome.result;
  if (refund.refundStatus !== outcome.result.refundStatus) await replaceResult(db, outcome.intent, refund);
  const settled = await settleRefund(db, { shipment, intent: outcome.intent, refund, erp: params.erp });
  return { ...toVoidResult(settled.shipment, refund, settled.reversal), replayed: outcome.replayed };
}
