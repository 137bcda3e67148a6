import type { Shippo } from "shippo";
import type { Transaction } from "shippo/models/components";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
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
 * The labels Shippo holds for a rate: one for a plain shipment, one per parcel for a multi-piece one (`want`), all
 * found by `GET /transactions?rate=`. Empty when every purchase of that rate was refused (or none was made). A
 * purchase still QUEUED or WAITING is waited for a little (bounded); if it has not settled by then, or only some of a
 * multi-piece shipment's labels are there, the intent stays in flight (503), so nothing is bought beside it.
 */
export async function settledPurchases(
  shippo: Shippo,
  params: { rateId: string; intentId: string; want: number },
): Promise<Transaction[]> {
  for (let read = 1; ; read++) {
    const page = await callShippo(() => shippo.transactions.list({ rate: params.rateId, results: 25 }));
    const purchases = page.results ?? [];
    const labels = purchases.filter(isLabel);
    if (labels.length >= params.want) return labels;
    const waiting = purchases.some(mayBecomeLabel);
    if (!waiting && !labels.length) return [];
    if (!waiting || read >= SETTLE_READS)
      throw new IntentUnconfirmedError(params.intentId, "label", LABEL_STILL_PROCESSING);
    await new Promise((r) => setTimeout(r, SETTLE_PAUSE_MS));
  }
}
