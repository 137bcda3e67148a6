import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import { attemptedRate, labelOwnerOf, toLabel, type BoughtLabel } from "./bought-label";
import { labelReads, type LabelReads } from "./label-reads";
import { multiPieceLabels } from "./multi-piece-labels";
import { settledPurchases } from "./settled-purchases";

export { LABEL_STILL_PROCESSING } from "./settled-purchases";

/** How many packages one purchase labels: several for a multi-piece rate, else one. */
export const packagesOf = (intent: Intent) => Number(intent.request.packages ?? 1) || 1;

/**
 * What an earlier attempt bought for the rate it tried: the label (every package's, for a multi-piece rate), or null
 * when every purchase of that rate was refused (or none was made). A purchase still QUEUED or WAITING is waited for
 * a little (bounded); if it has not settled by then the intent stays in flight, so nothing is bought beside it.
 * `reads` shares the request's own reads (buyLabel's); Check Again has none and reads for itself.
 */
export function labelRecovery(db: Db, reads?: LabelReads) {
  return async (intent: Intent): Promise<BoughtLabel | null> => {
    const owner = labelOwnerOf(intent);
    const read = reads ?? labelReads(db, owner.companyId);
    const [quote, shippo] = await Promise.all([read.quote(attemptedRate(intent)), read.shippo()]);
    const want = packagesOf(intent);
    const bought = await settledPurchases(shippo, { rateId: quote.rateId, intentId: intent.id, want });
    if (!bought.length) return null;
    if (want === 1) return toLabel(db, owner, quote, bought[0]);
    return multiPieceLabels(db, shippo, owner, quote, bought);
  };
}
