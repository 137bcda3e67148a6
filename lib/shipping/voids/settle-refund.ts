import type { Db } from "@/db/client";
import type { Intent, Shipment } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import { retireIntent } from "@/lib/intents/intent-rows";
import { moveMoney } from "../lifecycle/money-state";
import { freeLedgerKeys, freightIntentOf } from "./free-ledger-keys";
import { postFreightAgain } from "./post-freight-again";
import { recordRefund, recordRefusal } from "./refund-state";
import { reverseFreight } from "./reverse-freight";
import type { FreightReversal, RefundMade } from "./void-result";
import { refundDone } from "./void-state";

export const CARRIER_REFUSED_REFUND = "The carrier did not accept the refund.";
const FREIGHT_WAIT_MS = 30_000;

/** A freight post under way: held by an attempt, or in flight (it may have reached the ERP). */
const underWay = (i: Intent, now = Date.now()) =>
  i.state === "pending" && (i.inFlight || (i.leaseUntil !== null && i.leaseUntil.getTime() > now));

/**
 * The label's freight posting as it stands once the refund is done (CLARIFICATIONS 57: the reversal is decided after
 * the refund, from the posting as it then stands). A post under way is waited for; one that stays in doubt leaves the
 * void to finish later (the refund job) rather than guess.
 */
async function freightAsItStands(db: Db, shipment: Shipment): Promise<Intent | undefined> {
  const deadline = Date.now() + FREIGHT_WAIT_MS;
  for (;;) {
    const freight = await freightIntentOf(db, shipment);
    if (!freight || !underWay(freight)) return freight;
    if (Date.now() > deadline) throw new IntentUnconfirmedError(freight.id, "freight line");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The one place a refund's outcome moves a shipment's money (CLARIFICATIONS 57), for Void Label and for the job that
 * reads open refunds again. Done: VOIDED, the package's key freed, the freight posted for it reversed once, then
 * `voided` (a label voided before refunds were settled had its freight reversed then: that reversal answers again,
 * nothing is taken back twice). Still held by Shippo: its state kept, the shipment stays `voiding` (no freight posts,
 * the key stays taken). Refused by the carrier: the label is live again (tracked, taken by the next close-out), its
 * freight posted again if a void of the old code had taken it back (`postFreightAgain`), then `refund refused`, and
 * the void may be asked for again.
 */
export async function settleRefund(
  db: Db,
  p: { shipment: Shipment; intent: Intent; refund: RefundMade; erp: () => Promise<ErpConnection> },
): Promise<{ shipment: Shipment; reversal: FreightReversal | null }> {
  if (p.refund.refundStatus === "ERROR") {
    const shipment = await recordRefusal(db, p.shipment, CARRIER_REFUSED_REFUND);
    // Freight a void of the old code took back is posted again before the void is let go: a failure leaves the
    // shipment `voiding` with its refusal known, for the refunds job or Void Again to finish (never a new refund).
    await postFreightAgain(db, { shipment, erp: p.erp });
    // The money moves before the void is let go: a press that comes after it then starts a void of its own from
    // `refund refused` (and finishes it), where one between the two found the void let go and the shipment still
    // `voiding`, bought a new refund, and ended VOIDED with its money `refund refused` and its freight standing.
    await moveMoney(db, [shipment.id], "refundRefused");
    await retireIntent(db, p.intent, `refund:${p.refund.refundId}`);
    return { shipment, reversal: null };
  }
  const shipment = await recordRefund(db, p.shipment, p.refund);
  if (!refundDone(p.refund.refundStatus)) return { shipment, reversal: null };
  await freeLedgerKeys(db, shipment);
  const freight = await freightAsItStands(db, shipment);
  const reversal = freight?.state === "done" ? await reverseFreight(db, { shipment, freight, erp: p.erp }) : null;
  await moveMoney(db, [shipment.id], "voided");
  return { shipment, reversal };
}
