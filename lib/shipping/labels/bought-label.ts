import type { Transaction } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { Intent, RateQuote } from "@/db/schema";
import { logger } from "@/lib/logger";
import { labelFormatOf, type LabelFormat } from "./label-format";
import { recordShipment, type LabelOwner } from "./record-shipment";

export type BoughtLabel = {
  invoiceNumber: string;
  /** A manual shipment's Reference, its name on the screen; null for an invoice. */
  reference: string | null;
  packageNumber: number;
  labelUrl: string;
  /** The format Shippo made the label in: the screen prints a ZPLII label, opens a PDF. */
  labelFileType: LabelFormat;
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

/** What a label intent keeps of its owner, so that anyone (Check Again) can finish its record from the row alone. */
export function labelRequest(owner: LabelOwner, rateId: string): Record<string, unknown> {
  return {
    rateId,
    owner,
    invoiceNumber: owner.invoiceNumber,
    packageNumber: owner.packageNumber,
    userId: owner.userId,
  };
}

export function labelOwnerOf(intent: Intent): LabelOwner {
  const owner = intent.request.owner as LabelOwner | undefined;
  if (owner) return owner;
  // Intents written before the owner was kept: the fields they had.
  const r = intent.request as { invoiceNumber: string; packageNumber: number; userId: string };
  return {
    companyId: intent.companyId!,
    userId: r.userId,
    source: "shipstation",
    invoiceNumber: r.invoiceNumber,
    packageNumber: r.packageNumber,
  };
}

/** The rate an attempt bought (or tried to): saved before Shippo is called, so recovery looks at the right one. */
export const attemptedRate = (intent: Intent) => String(intent.progress.rateId ?? intent.request.rateId);

const RECORD_NOT_SAVED = "The label was bought, but the shipment record could not be saved.";

/** Spec 2 section 8: a shipment record that cannot be written only warns; the label still stands. */
export async function withShipmentRecord(
  label: BoughtLabel,
  write: () => Promise<{ id: string }>,
): Promise<BoughtLabel> {
  try {
    const { warning: _, ...rest } = label;
    return { ...rest, shipmentId: (await write()).id };
  } catch (err) {
    logger.error(
      { err: String(err), transactionId: label.transactionId, invoice: label.invoiceNumber },
      "label bought, shipment record not written",
    );
    return { ...label, shipmentId: null, warning: RECORD_NOT_SAVED };
  }
}

/** The label Shippo's transaction made, with its shipment record written (or the warning that it was not). */
export async function toLabel(db: Db, owner: LabelOwner, quote: RateQuote, tx: Transaction): Promise<BoughtLabel> {
  const label: BoughtLabel = {
    invoiceNumber: owner.invoiceNumber,
    reference: owner.reference ?? null,
    packageNumber: owner.packageNumber,
    labelUrl: tx.labelUrl ?? "",
    labelFileType: labelFormatOf(tx.labelFileType),
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
