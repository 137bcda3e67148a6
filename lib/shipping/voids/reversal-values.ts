// CLARIFICATIONS 55: what a void posts to take back a label's freight. Pure, so the amounts are tested alone.
import type { Shipment, ShipmentFreightCharge } from "@/db/schema";
import type { FiledropInput } from "../freight/filedrop-values";

/** The comment of the reversal line; the tracking number in it finds the line again. */
export function reversalComment(s: Pick<Shipment, "carrier" | "trackingNumber">): string {
  return `VOID ${s.carrier ?? ""} ${s.trackingNumber ?? ""}`;
}

/** Line item: the same freight product, quantity 1, the negative of the freight posted. */
export function reversalLine(
  shipment: Pick<Shipment, "carrier" | "trackingNumber">,
  productId: string,
  postedFreight: number,
) {
  return {
    productId,
    quantity: 1,
    um: "ea",
    umQuantity: 1,
    unitPrice: -Math.abs(postedFreight),
    comments: reversalComment(shipment),
    commentsId: "1",
  };
}

/** File drop: the original drop's values (so the same keys), with the negative of its freight (each package's too). */
export function reversalDrop(original: FiledropInput): FiledropInput {
  const pieces = original.pieces?.map((p) => ({ ...p, freight: -Math.abs(p.freight) }));
  return { ...original, totalFreight: -Math.abs(original.totalFreight), ...(pieces ? { pieces } : {}) };
}

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
