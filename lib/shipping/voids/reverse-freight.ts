import type { Db } from "@/db/client";
import type { Intent, Shipment } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import type { FreightPosted } from "../freight/freight-result";
import { severalOf } from "../freight/freight-result";
import {
  correctFreight,
  correctionOf,
  correctionRecovery,
  POSTED_AGAIN,
  REVERSAL,
  REVERSAL_AGAIN,
  type Correction,
} from "./freight-correction";
import { reversedAmount } from "./reversal-values";
import type { FreightReversal } from "./void-result";

/**
 * The reversal this label's void makes: CLARIFICATIONS 55's; or, where a refused refund posted the freight again
 * after the old code's void took it back (57), the reversal of that posting, under its own name.
 */
async function reversalFor(db: Db, shipment: Shipment): Promise<Correction> {
  const postedAgain = await correctionOf(db, POSTED_AGAIN, shipment);
  return postedAgain?.state === "done" ? REVERSAL_AGAIN : REVERSAL;
}

/** Whether the void still has a credit line to add on the ERP (the freight posted as a line, not yet reversed). */
export async function lineReversalAhead(db: Db, shipment: Shipment, freight: Intent | undefined): Promise<boolean> {
  if (freight?.state !== "done" || (freight.result as FreightPosted).method !== "lineitem") return false;
  return (await correctionOf(db, await reversalFor(db, shipment), shipment))?.state !== "done";
}

/** What an earlier reversal attempt did: the drop is in the folder, or the credit line is on the order; else null. */
export const reversalRecovery = (db: Db, erp: () => Promise<ErpConnection>) => correctionRecovery(db, erp, REVERSAL);

/** The same for the reversal of freight a refused refund posted again. */
export const reversalAgainRecovery = (db: Db, erp: () => Promise<ErpConnection>) =>
  correctionRecovery(db, erp, REVERSAL_AGAIN);

/**
 * CLARIFICATIONS 55: takes back the freight posted for a voided label, once per void (its own intent, keyed like the
 * void by the transaction): the same method as the posting, the negative of its amount. A reversal already made (a
 * label the old code voided, its refund done since) answers again: nothing is taken back twice.
 */
export async function reverseFreight(
  db: Db,
  params: { shipment: Shipment; freight: Intent; erp: () => Promise<ErpConnection> },
): Promise<FreightReversal> {
  const { shipment, freight } = params;
  const posted = freight.result as FreightPosted;
  // One posting may have paid several packages (issue 27): a void takes back this package's share only.
  const amount = reversedAmount(shipment, posted.totalFreight, severalOf(freight.request) !== null);
  return (await correctFreight(db, await reversalFor(db, shipment), { ...params, amount })).result;
}
