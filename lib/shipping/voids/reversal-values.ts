// CLARIFICATIONS 55: what a void posts to take back a label's freight. Pure, so the amounts are tested alone.
import type { Shipment } from "@/db/schema";
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
