import type { Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { sumMoney } from "../labels/multi-piece";
import type { FiledropPiece } from "./filedrop-values";
import type { FreightShipment } from "./freight-result";

/** A package's part of a posting: its share of the priced total (CLARIFICATIONS 60), else its label's cost. */
const packageFreight = (s: Shipment) => s.freightCharge?.share ?? s.costAmount ?? 0;

/** The freight of a shipment of several packages: every tracking number, in package order, and their freight's total. */
export function severalPackages(labelled: Shipment[]): FreightShipment {
  return {
    trackingNumbers: labelled.map((s) => s.trackingNumber ?? ""),
    totalFreight: sumMoney(labelled.map(packageFreight)),
  };
}

/**
 * Each package's section of the drop, each with its own weights: the weight it was labelled with, and its own
 * scale reading (`actualWeights`, one per package in order, as the desk read each); without those, the first
 * package's reading is the first's only and the others read their labelled weight. A package whose weight is
 * nowhere is refused rather than given another's.
 */
export function filedropPieces(
  labelled: Shipment[],
  scale: { first: number; each?: readonly number[] },
): FiledropPiece[] {
  return labelled.map((s, i) => {
    const reading = scale.each?.[i] ?? (i === 0 ? scale.first : undefined);
    const weight = s.parcel?.weight ?? reading;
    if (weight === undefined)
      throw new ApiError({ code: "conflict", message: `The weight of package ${s.packageNumber} is not known.` });
    return {
      trackingNumber: s.trackingNumber ?? "",
      weight,
      actualWeight: reading ?? weight,
      freight: packageFreight(s),
    };
  });
}
