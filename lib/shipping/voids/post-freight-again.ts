import type { Db } from "@/db/client";
import type { Intent, Shipment } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import type { FreightPosted } from "../freight/freight-result";
import { freightIntentOf } from "./free-ledger-keys";
import { correctFreight, correctionOf, correctionRecovery, POSTED_AGAIN, REVERSAL } from "./freight-correction";
import type { FreightReversal } from "./void-result";

/** What an earlier attempt to post the freight again did: its drop is in the folder, or its line on the order. */
export const postedAgainRecovery = (db: Db, erp: () => Promise<ErpConnection>) =>
  correctionRecovery(db, erp, POSTED_AGAIN);

/**
 * The reversal a refused refund undoes: one done. A reversal that may have reached the ERP unseen is settled first
 * (Check Again, or the next attempt); one that never did took nothing back.
 */
async function reversalToUndo(db: Db, shipment: Shipment): Promise<Intent | null> {
  const reversal = await correctionOf(db, REVERSAL, shipment);
  if (reversal?.state === "done") return reversal;
  if (reversal?.inFlight) throw new IntentUnconfirmedError(reversal.id, "freight line");
  return null;
}

/**
 * Whether the refused refund of this label still owes a freight line in the ERP, so its void needs an ERP user: the
 * label was voided before refunds were settled and its freight, posted as a line, was taken back at once.
 */
export async function linePostedAgainAhead(db: Db, shipment: Shipment, freight: Intent | undefined): Promise<boolean> {
  if (shipment.refundStatus !== "ERROR" || freight?.state !== "done") return false;
  if ((freight.result as FreightPosted).method !== "lineitem") return false;
  if ((await correctionOf(db, REVERSAL, shipment))?.state !== "done") return false;
  return (await correctionOf(db, POSTED_AGAIN, shipment))?.state !== "done";
}

/**
 * CLARIFICATIONS 57: a refused refund puts the label back live with its freight. Since 2026-11-28 a void takes the
 * freight back only once the refund is done, so there is nothing to undo; a label voided before then (migration
 * 0023 hands its refund back to the refunds job) had it taken back as soon as Shippo held the refund. What that
 * reversal took back is posted again, once (its own intent, keyed by the transaction, recorded before the write; a
 * retry, a second job run or a lost answer finds it). Answers what was posted, null when nothing was taken back.
 */
export async function postFreightAgain(
  db: Db,
  p: { shipment: Shipment; erp: () => Promise<ErpConnection> },
): Promise<FreightReversal | null> {
  const reversal = await reversalToUndo(db, p.shipment);
  if (!reversal) return null;
  const freight = await freightIntentOf(db, p.shipment);
  if (freight?.state !== "done") throw new Error(`the posting reversal ${reversal.id} took back is not found`);
  const taken = reversal.result as FreightReversal;
  return (await correctFreight(db, POSTED_AGAIN, { ...p, freight, amount: taken.amount })).result;
}
