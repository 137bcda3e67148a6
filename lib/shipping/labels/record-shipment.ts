import { eq } from "drizzle-orm";
import type { Transaction } from "shippo/models/components";
import type { Db } from "@/db/client";
import { shipments, type RateQuote, type Shipment, type WorkflowBox, type WorkflowFreight } from "@/db/schema";
import { labelFormatOf } from "./label-format";

export type LabelOwner = {
  companyId: string;
  userId: string;
  source: "manual" | "shipstation";
  /** The ERP invoice, or the manual id (`MANUAL-` plus a timestamp): with the package, the purchase's key. */
  invoiceNumber: string;
  /** A manual shipment's Reference: its name on the record, in tracking and on the label; never part of the key. */
  reference?: string | null;
  packageNumber: number;
  poNumber?: string | null;
  /** The ERP branch the desk bought it at (upper-cased): the close-out that will take it. */
  branch?: string | null;
  metadata?: Record<string, unknown>;
  /**
   * What the server does after the label (lib/shipping/workflow), kept with the purchase's intent so that a label
   * found by Check Again is finished the same way as one bought in one go.
   */
  followUp?: LabelFollowUp;
};

/** The rest of a shipment after its label, as the purchase asked for it (CLARIFICATIONS 56). */
export type LabelFollowUp = {
  /** The session that asked: the ERP is reached with it. */
  sessionId: string | null;
  /** null: the workflow posts no freight (Manual Ship, or a caller that posts its own). */
  freight: WorkflowFreight | null;
  /** Manual Ship: the label carries no freight at all. */
  noFreight?: boolean;
  mail: boolean;
  box: WorkflowBox | null;
};

/** What names a shipment to people: a manual shipment's Reference, else its invoice. */
export const shipmentName = (owner: Pick<LabelOwner, "invoiceNumber" | "reference">) =>
  owner.reference || owner.invoiceNumber;

const dateOrNull = (v: string | undefined) => (v && Number.isFinite(Date.parse(v)) ? new Date(v) : null);

/**
 * The shipment record of a bought label (CLARIFICATIONS 24), written by the server: cost and retail cost from the
 * quoted rate, the invoice and the user from the session. One row per Shippo transaction, so writing it again
 * (a recovered purchase) finds the row already there.
 */
export async function recordShipment(db: Db, owner: LabelOwner, quote: RateQuote, tx: Transaction): Promise<Shipment> {
  const transactionId = tx.objectId!;
  const [row] = await db
    .insert(shipments)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      source: owner.source,
      invoiceNumber: owner.invoiceNumber,
      packageNumber: owner.packageNumber,
      poNumber: owner.poNumber ?? null,
      trackingNumber: tx.trackingNumber || null,
      carrier: quote.carrier,
      servicelevel: quote.servicelevelName,
      servicelevelToken: quote.servicelevelToken,
      estimatedDays: quote.estimatedDays,
      internalStatus: "LABEL_PURCHASED",
      statusDisplay: "LABEL_PURCHASED",
      trackingStatus: tx.trackingStatus ?? null,
      eta: dateOrNull(tx.eta),
      test: tx.test ?? quote.test,
      labelUrl: tx.labelUrl ?? null,
      labelFileType: labelFormatOf(tx.labelFileType),
      trackingUrl: tx.trackingUrlProvider ?? null,
      shippoTransactionId: transactionId,
      shippoRateId: quote.rateId,
      shippoShipmentId: quote.shippoShipmentId,
      costAmount: quote.amount,
      costCurrency: quote.currency,
      retailCostAmount: quote.amountLocal ?? quote.amount,
      retailCostCurrency: quote.currencyLocal ?? quote.currency,
      addressFrom: quote.addressFrom,
      addressTo: quote.addressTo,
      parcel: quote.parcel,
      branch: owner.branch ?? null,
      metadata: { ...owner.metadata, ...(owner.reference ? { reference: owner.reference } : {}) },
    })
    .onConflictDoNothing({ target: shipments.shippoTransactionId })
    .returning();
  return row ?? (await db.query.shipments.findFirst({ where: eq(shipments.shippoTransactionId, transactionId) }))!;
}
