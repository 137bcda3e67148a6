// What the desk's screens know of the labels already bought for an invoice. Pure, so the client components take
// the types without the query code.
import type { Shipment } from "@/db/schema";
import { labelFormatOf, type LabelFormat } from "../labels/label-format";
import { refundAsked, refundDone, type VoidState } from "../voids/void-state";

/** The columns of a shipment record the desk reads (`listShippedPackages`). */
export type ShippedPackageRow = Pick<
  Shipment,
  | "id"
  | "invoiceNumber"
  | "packageNumber"
  | "trackingNumber"
  | "carrier"
  | "servicelevel"
  | "costAmount"
  | "costCurrency"
  | "labelUrl"
  | "labelFileType"
  | "refundStatus"
  | "refundMessage"
>;

/** One package of a shipped invoice, as the preparation screen shows it. */
export type ShippedPackageDto = {
  shipmentId: string;
  packageNumber: number;
  /** Shippo's carrier token (ups, fedex, usps). */
  carrier: string | null;
  servicelevel: string | null;
  trackingNumber: string | null;
  cost: { amount: number; currency: string } | null;
  /** The label for Reprint; null when there is none, or it is not a web address a new tab may open. */
  labelUrl: string | null;
  /** The label's format: Reprint prints a ZPLII label (`GET /api/shipments/{id}/label`), opens a PDF. */
  labelFileType: LabelFormat;
} & VoidState;

/** A queue row's packages already shipped; `count` 0 for an invoice not shipped yet. */
export type QueueShippedDto = { count: number; trackingNumbers: string[] };

function webAddress(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  return ["https:", "http:"].includes(new URL(url).protocol) ? url : null;
}

export function toShippedPackageDto(r: ShippedPackageRow): ShippedPackageDto {
  return {
    shipmentId: r.id,
    packageNumber: r.packageNumber,
    carrier: r.carrier,
    servicelevel: r.servicelevel,
    trackingNumber: r.trackingNumber,
    cost: r.costAmount === null ? null : { amount: r.costAmount, currency: r.costCurrency ?? "USD" },
    labelUrl: webAddress(r.labelUrl),
    labelFileType: labelFormatOf(r.labelFileType),
    refundStatus: r.refundStatus,
    refundMessage: r.refundMessage,
  };
}

/** A label being voided or voided no longer ships its package (CLARIFICATIONS 54). */
export function toQueueShippedDto(all: readonly ShippedPackageRow[]): QueueShippedDto {
  const rows = all.filter((r) => !refundAsked(r.refundStatus));
  return {
    count: rows.length,
    trackingNumbers: rows.flatMap((r) => (r.trackingNumber ? [r.trackingNumber] : [])),
  };
}

/**
 * The package Ship Another Package buys (CLARIFICATIONS 45): a package whose label's refund is done and not bought
 * again (its key is free), else the one after the highest shipped (a refund still pending holds its key).
 */
export function nextPackageNumber(
  packages: readonly { packageNumber: number; refundStatus?: VoidState["refundStatus"] }[],
): number {
  const live = new Set(packages.filter((p) => !refundDone(p.refundStatus)).map((p) => p.packageNumber));
  const freed = packages.filter((p) => !live.has(p.packageNumber)).map((p) => p.packageNumber);
  if (freed.length) return Math.min(...freed);
  return Math.max(0, ...live) + 1;
}

/**
 * What a shipment's packages come to, in the one sentence the success dialog and a shipped invoice say (issue 37 item
 * 6): a label being voided or voided ships nothing, as the queue counts it (`toQueueShippedDto`). `subject` is "Invoice
 * S1.001" or "Shipment {reference}".
 */
export function shippedSentence(subject: string, packages: readonly Pick<VoidState, "refundStatus">[]): string {
  const live = packages.filter((p) => !refundAsked(p.refundStatus)).length;
  const voided = packages.length - live;
  const labels = (n: number) => (n === 1 ? "1 label" : `${n} labels`);
  if (!live)
    return voided === 1
      ? `${subject} is not shipped: its label was voided.`
      : `${subject} is not shipped: its ${voided} labels were voided.`;
  const shipped = live === 1 ? "1 package" : `${live} packages`;
  if (voided) return `${subject} is shipped: ${shipped} (${labels(voided)} voided).`;
  return live === 1 ? `${subject} is shipped.` : `${subject} is shipped: ${shipped}.`;
}
