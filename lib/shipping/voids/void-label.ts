import type { Db } from "@/db/client";
import type { Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import { retireIntent } from "@/lib/intents/intent-rows";
import { replaceResult } from "@/lib/intents/run-once";
import { findShipmentOrThrow } from "../core/find-shipment";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";
import { freeLedgerKeys, freightIntentOf } from "./free-ledger-keys";
import { refundStateOf, toRefundMade } from "./recover-refund";
import { refundRefusedError, refusalReason } from "./refund-errors";
import { recordRefund, recordRefusal } from "./refund-state";
import { requestRefund } from "./request-refund";
import { lineReversalAhead, reverseFreight } from "./reverse-freight";
import { toVoidResult, type RefundMade, type VoidResult } from "./void-result";
import { refundTaken } from "./void-state";

const OPEN = new Set(["QUEUED", "PENDING"]);
export const NEEDS_ERP_USER =
  "This label's freight was posted as an invoice line, so its void adds the credit line in the ERP: a staff user of the company must void it.";

async function erpForReversal(erp: () => Promise<ErpConnection>): Promise<void> {
  try {
    await erp();
  } catch (err) {
    if (!(err instanceof ApiError && err.code === "forbidden")) throw err;
    throw new ApiError({ code: "forbidden", message: NEEDS_ERP_USER });
  }
}

/** A refund Shippo was still working on when it was made: its state now (a read; the void itself is not repeated). */
async function refreshed(db: Db, shipment: Shipment, refund: RefundMade): Promise<RefundMade> {
  if (!OPEN.has(refund.refundStatus)) return refund;
  const shippo = await shippoForCompany(db, shipment.companyId);
  if (refund.refundId) return toRefundMade(await callShippo(() => shippo.refunds.get(refund.refundId)));
  const tx = await callShippo(() => shippo.transactions.get(shipment.shippoTransactionId));
  return { refundId: "", refundStatus: refundStateOf(tx.status) };
}

/**
 * Void Label (CLARIFICATIONS 54/55): asks Shippo once to refund the label; once Shippo holds the refund, the shipment
 * is VOIDED, its package's ledger key is free for a new label, and the freight posted for it is reversed once.
 * Pressing again answers the same void (with the refund's state as Shippo now reports it) and finishes any step an
 * earlier press left undone. A freight posting not yet confirmed is settled first (Check Again), so a reversal is
 * never guessed.
 */
export async function voidLabel(
  db: Db,
  params: { companyId: string; shipmentId: string; erp: () => Promise<ErpConnection> },
): Promise<VoidResult & { replayed: boolean }> {
  let shipment = await findShipmentOrThrow(db, params);
  const freight = await freightIntentOf(db, shipment);
  if (freight?.state === "pending" && freight.inFlight) throw new IntentUnconfirmedError(freight.id, "freight line");
  // The credit line is added with the caller's ERP session: a caller without one (an administrator on Shipment
  // Tracking) is told before Shippo refunds, so a void is never left half done.
  if (await lineReversalAhead(db, shipment, freight)) await erpForReversal(params.erp);

  let outcome;
  try {
    outcome = await requestRefund(db, shipment);
  } catch (err) {
    if (!(err instanceof ApiError && err.refused && err.code === "unprocessable")) throw err;
    const reason = refusalReason(err);
    await recordRefusal(db, shipment, reason);
    throw refundRefusedError(reason);
  }
  const refund = outcome.replayed ? await refreshed(db, shipment, outcome.result) : outcome.result;
  if (refund.refundStatus !== outcome.result.refundStatus) await replaceResult(db, outcome.intent, refund);
  // The carrier turned the refund down after all: the void may be asked for again.
  if (refund.refundStatus === "ERROR") await retireIntent(db, outcome.intent, `refund:${refund.refundId}`);
  shipment = await recordRefund(db, shipment, refund);
  if (!refundTaken(refund.refundStatus)) return { ...toVoidResult(shipment, refund, null), replayed: outcome.replayed };

  await freeLedgerKeys(db, shipment);
  const reversal = freight?.state === "done" ? await reverseFreight(db, { shipment, freight, erp: params.erp }) : null;
  return { ...toVoidResult(shipment, refund, reversal), replayed: outcome.replayed };
}
