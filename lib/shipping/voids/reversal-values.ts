// CLARIFICATIONS 55: what a void posts to take back a label's freight. Pure, so the amounts are tested alone.
import type { Shipment, ShipmentFreightCharge } from "@/db/schema";
import type { FiledropInput } from "../freight/filedrop-values";

/** The comment of the reversal line; the tracking number in it finds the line again. */
export function reversalComment(s: Pick<Shipment, "carrier" | "trackingNumber">): string {
  return `VOID ${s.carrier ?? ""} ${s.trackingNumber ?? ""}`;
}

/**
 * The comment of the line that posts a voided label's freight again once the carrier refused its refund
 * (CLARIFICATIONS 57: a label voided before refunds were settled had its freight taken back at once).
 */
export function postedAgainComment(s: Pick<Shipment, "carrier" | "trackingNumber">): string {
  return `REFUND REFUSED ${s.carrier ?? ""} ${s.trackingNumber ?? ""}`;
}

/** The comment of the line that takes back, on the label's next void, the freight a refused refund posted again. */
export function reversalAgainComment(s: Pick<Shipment, "carrier" | "trackingNumber">): string {
  return `VOID AGAIN ${s.carrier ?? ""} ${s.trackingNumber ?? ""}`;
}

/** One freight line: the freight product, quantity 1, the amount, and the comment that finds it again. */
function freightLine(productId: string, unitPrice: number, comments: string) {
  return { productId, quantity: 1, um: "ea", umQuantity: 1, unitPrice, comments, commentsId: "1" };
}

/** Line item: the same freight product, quantity 1, the negative of the freight posted. */
export function reversalLine(
  shipment: Pick<Shipment, "carrier" | "trackingNumber">,
  productId: string,
  postedFreight: number,
) {
  return freightLine(productId, -Math.abs(postedFreight), reversalComment(shipment));
}

/** Line item: the freight a refused refund posted again, taken back on the label's next void. */
export function reversalAgainLine(
  shipment: Pick<Shipment, "carrier" | "trackingNumber">,
  productId: string,
  postedFreight: number,
) {
  return freightLine(productId, -Math.abs(postedFreight), reversalAgainComment(shipment));
}

/** Line item: what a reversal took back, posted again (the same product, the positive amount). */
export function postedAgainLine(
  shipment: Pick<Shipment, "carrier" | "trackingNumber">,
  productId: string,
  reversedFreight: number,
) {
  return freightLine(productId, Math.abs(reversedFreight), postedAgainComment(shipment));
}

/** The drop with every freight amount of the sign asked (each package's too); nothing else changed. */
function signedDrop(original: FiledropInput, sign: 1 | -1): FiledropInput {
  const pieces = original.pieces?.map((p) => ({ ...p, freight: sign * Math.abs(p.freight) }));
  return { ...original, totalFreight: sign * Math.abs(original.totalFreight), ...(pieces ? { pieces } : {}) };
}

/** File drop: the original drop's values (so the same keys), with the negative of its freight (each package's too). */
export const reversalDrop = (original: FiledropInput): FiledropInput => signedDrop(original, -1);

/** File drop: what a reversal took back, posted again: the original drop's values as they were posted. */
export const postedAgainDrop = (original: FiledropInput): FiledropInput => signedDrop(original, 1);

/**
 * A drop that posted several packages: the voided package's own part of it (its tracking number, its weights, its
 * share of the freight) as a drop of its own; a drop of one package as it was.
 */
export function packageDrop(original: FiledropInput, trackingNumber: string): FiledropInput {
  const piece = original.pieces?.find((p) => p.trackingNumber === trackingNumber);
  if (!piece) return original;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pieces, ...one } = original;
  return {
    ...one,
    trackingNumber,
    totalFreight: piece.freight,
    weight: piece.weight,
    actualWeight: piece.actualWeight,
  };
}

/**
 * What a void takes back: the freight posted for the label, or, where one posting paid several packages, this
 * package's share of it (CLARIFICATIONS 60: the total posted, as its freight rule priced it; a posting from before
 * rules were priced, the label's cost it posted).
 */
export function reversedAmount(
  shipment: Pick<Shipment, "costAmount"> & { freightCharge?: Pick<ShipmentFreightCharge, "share"> | null },
  posted: number,
  several: boolean,
): number {
  return several ? (shipment.freightCharge?.share ?? shipment.costAmount ?? 0) : posted;
}
