import type { Transaction } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { Intent, RateQuote } from "@/db/schema";
import { runOnce } from "@/lib/intents/run-once";
import { getRateQuoteOrThrow } from "./rate-quote";
import { completeShipmentRecord, withShipmentRecord } from "./complete-shipment-record";
import { recordShipment, type LabelOwner } from "./record-shipment";
import { shippoForCompany } from "./shippo-client";
import { callShippo, transactionFailedError } from "./shippo-errors";

export type BoughtLabel = {
  invoiceNumber: string;
  packageNumber: number;
  labelUrl: string;
  trackingNumber: string;
  carrier: string;
  servicelevel: string | null;
  amount: number;
  currency: string;
  rateId: string;
  transactionId: string;
  /** The shipment record; null when the label was bought but the record could not be written (spec 2: only a warning). */
  shipmentId: string | null;
  warning?: string;
};

/** CLARIFICATIONS 45: the same label is (company, invoice or manual id, package number). */
export function labelKey(owner: Pick<LabelOwner, "companyId" | "invoiceNumber" | "packageNumber">): string {
  return `${owner.companyId}:${owner.invoiceNumber}:${owner.packageNumber}`;
}

async function toLabel(db: Db, owner: LabelOwner, quote: RateQuote, tx: Transaction): Promise<BoughtLabel> {
  const label: BoughtLabel = {
    invoiceNumber: owner.invoiceNumber,
    packageNumber: owner.packageNumber,
    labelUrl: tx.labelUrl ?? "",
    trackingNumber: tx.trackingNumber ?? "",
    carrier: quote.carrier,
    servicelevel: quote.servicelevelName,
    amount: quote.amount,
    currency: quote.currency,
    rateId: quote.rateId,
    transactionId: tx.objectId ?? "",
    shipmentId: null,
  };
  return withShipmentRecord(label, () => recordShipment(db, owner, quote, tx));
}

/** The rate an attempt bought (or tried to): saved before Shippo is called, so recovery looks at the right one. */
const attemptedRate = (intent: Intent) => String(intent.progress.rateId ?? intent.request.rateId);

/**
 * Buys the label for the rate the user selected, at most once per (company, invoice, package): the intent is
 * written before Shippo is called; a double click or a second tab waits for and gets the same label; an answer
 * lost after the charge is found again among Shippo's transactions for that rate instead of buying again.
 */
export async function buyLabel(db: Db, owner: LabelOwner, rateId: string): Promise<BoughtLabel & { replayed: boolean }> {
  const { result, replayed, intent } = await runOnce<BoughtLabel>(
    db,
    {
      kind: "label",
      key: labelKey(owner),
      companyId: owner.companyId,
      request: { rateId, invoiceNumber: owner.invoiceNumber, packageNumber: owner.packageNumber, userId: owner.userId },
    },
    {
      recover: async (intent) => {
        const quote = await getRateQuoteOrThrow(db, owner.companyId, attemptedRate(intent));
        const shippo = await shippoForCompany(db, owner.companyId);
        const bought = await callShippo(() => shippo.transactions.list({ rate: quote.rateId, objectStatus: "SUCCESS", results: 25 }));
        const tx = bought.results?.find((t) => t.status === "SUCCESS" && t.labelUrl);
        return tx ? toLabel(db, owner, quote, tx) : null;
      },
      act: async (intent, { saveProgress }) => {
        const [quote, shippo] = await Promise.all([getRateQuoteOrThrow(db, owner.companyId, rateId), shippoForCompany(db, owner.companyId)]);
        // A retry with another rate (the first was refused) records it first, so recovery looks at the right one.
        if (attemptedRate(intent) !== rateId) await saveProgress({ rateId });
        const tx = await callShippo(() =>
          shippo.transactions.create({
            rate: rateId,
            labelFileType: "PDF",
            async: false,
            metadata: `${owner.invoiceNumber} #${owner.packageNumber}`.slice(0, 100),
          }),
        );
        if (tx.status !== "SUCCESS" || !tx.labelUrl) throw transactionFailedError(tx.status, tx.messages);
        return toLabel(db, owner, quote, tx);
      },
    },
  );
  // A purchase finished without its record is finished again on every repeat until the record stands.
  const label = replayed && result.shipmentId === null ? await completeShipmentRecord(db, owner, intent, result) : result;
  return { ...label, replayed };
}
