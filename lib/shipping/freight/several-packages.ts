import type { Shipment } from "@/db/schema";
import { sumMoney } from "../labels/multi-piece";
import type { FiledropPiece } from "./filedrop-values";
import type { FreightShipment } from "./freight-result";

/** The freight of a shipment of several packages: every tracking number, in package order, and their labels' total. */
export function severalPackages(labelled: Shipment[]): FreightShipment {
  return {
    trackingNumbers: labelled.map((s) => s.trackingNumber ?? ""),
    totalFreight: sumMoney(labelled.map((s) => s.costAmount ?? 0)),
  };
}

/** Each package's section of the drop; the scale's reading is the first package's (the others: their weight). */
export function filedropPieces(labelled: Shipment[], firstActualWeight: number): FiledropPiece[] {
  return labelled.map((s, i) => {
    const weight = s.parcel?.weight ?? firstActualWeight;
    return {
      trackingNumber: s.trackingNumber ?? "",
      weight,
      actualWeight: i === 0 ? firstActualWeight : weight,
      freight: s.costAmount ?? 0,
    };
  });
}
