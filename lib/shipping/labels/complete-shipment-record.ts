import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import { replaceResult } from "@/lib/intents/run-once";
import { withShipmentRecord, type BoughtLabel } from "./bought-label";
import type { LabelReads } from "./label-reads";
import { recordShipment, type LabelOwner } from "./record-shipment";
import { callShippo } from "../shippo/shippo-errors";

/**
 * A label bought whose shipment record could not be written: writes the record now (a duplicate transaction id is
 * ignored, so two repeats at once are harmless) from Shippo's own transaction, for the user who bought it, and
 * keeps the completed label as the purchase's result. Without the record the freight of that label is refused, so
 * leaving the replayed result as it was would strand the package.
 */
export async function completeShipmentRecord(
  db: Db,
  owner: LabelOwner,
  intent: Intent,
  label: BoughtLabel,
  reads: LabelReads,
): Promise<BoughtLabel> {
  const buyer: LabelOwner = {
    ...owner,
    userId: typeof intent.request.userId === "string" ? intent.request.userId : owner.userId,
  };
  const completed = await withShipmentRecord(label, async () => {
    const [quote, shippo] = await Promise.all([reads.quote(label.rateId), reads.shippo()]);
    const tx = await callShippo(() => shippo.transactions.get(label.transactionId));
    return recordShipment(db, buyer, quote, tx);
  });
  if (completed.shipmentId !== null) await replaceResult(db, intent, completed);
  return completed;
}
