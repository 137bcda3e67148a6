import type { Transaction } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import { attemptedRate, labelOwnerOf, toLabel, type BoughtLabel } from "./bought-label";
import { labelReads, type LabelReads } from "./label-reads";
import { callShippo } from "../shippo/shippo-errors";

export const LABEL_STILL_PROCESSING =
  "The label is still being processed by Shippo. Nothing more has been sent. Press Check Again in a moment.";

/** Shippo's states of a purchase that may still become a label. */
const UNSETTLED = new Set(["QUEUED", "WAITING"]);
const SETTLE_READS = 4;
const SETTLE_PAUSE_MS = 500;

const isLabel = (t: Transaction) => t.status === "SUCCESS" && Boolean(t.labelUrl);
const mayBecomeLabel = (t: Transaction) => UNSETTLED.has(String(t.status)) || (t.status === "SUCCESS" && !t.labelUrl);

/**
 * What an earlier attempt bought for the rate it tried: the label, or null when every purchase of that rate was
 * refused (or none was made). A purchase still QUEUED or WAITING is waited for a little (bounded); if it has not
 * settled by then the intent stays in flight, so nothing is bought beside it. `reads` shares the request's own
 * reads (buyLabel's); Check Again has none and reads for itself.
 */
export function labelRecovery(db: Db, reads?: LabelReads) {
  return async (intent: Intent): Promise<BoughtLabel | null> => {
    const owner = labelOwnerOf(intent);
    const read = reads ?? labelReads(db, owner.companyId);
    const [quote, shippo] = await Promise.all([read.quote(attemptedRate(intent)), read.shippo()]);
    for (let read = 1; ; read++) {
      const page = await callShippo(() => shippo.transactions.list({ rate: quote.rateId, results: 25 }));
      const purchases = page.results ?? [];
      const bought = purchases.find(isLabel);
      if (bought) return toLabel(db, owner, quote, bought);
      if (!purchases.some(mayBecomeLabel)) return null;
      if (read >= SETTLE_READS) throw new IntentUnconfirmedError(intent.id, "label", LABEL_STILL_PROCESSING);
      await new Promise((r) => setTimeout(r, SETTLE_PAUSE_MS));
    }
  };
}
