import type { Shipment } from "@/db/schema";

export type FreightMethod = "filedrop" | "lineitem";

export type FreightPosted = {
  method: FreightMethod;
  invoiceNumber: string;
  trackingNumber: string;
  totalFreight: number;
  /** filedrop: the StarShip file's key in the company's folder. */
  fileKey?: string;
  /** lineitem: the freight line is on the order and its print status is P. */
  lineAdded?: boolean;
  printed?: boolean;
};

/** The freight key of one package (CLARIFICATIONS 45's ledger key, for the freight of its label). */
export const freightKey = (s: Pick<Shipment, "companyId" | "invoiceNumber" | "packageNumber">) =>
  `${s.companyId}:${s.invoiceNumber}:${s.packageNumber}`;

/** The posting as the screen reads it; the amount is the label's cost as the server recorded it. */
export function freightBase(shipment: Shipment, method: FreightMethod) {
  return {
    method,
    invoiceNumber: shipment.invoiceNumber,
    trackingNumber: shipment.trackingNumber ?? "",
    totalFreight: shipment.costAmount ?? 0,
  };
}
