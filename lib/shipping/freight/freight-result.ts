import type { Shipment } from "@/db/schema";

export type FreightMethod = "filedrop" | "lineitem";

export type FreightPosted = {
  method: FreightMethod;
  invoiceNumber: string;
  trackingNumber: string;
  /** Several packages: every package's tracking number, the first `trackingNumber`'s; their freight is one total. */
  trackingNumbers?: string[];
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

/** A shipment of several packages as its freight intent keeps it: every tracking number and the total. */
export type FreightShipment = { trackingNumbers: string[]; totalFreight: number };

/**
 * The posting as the screen reads it; the amount is the label's cost as the server recorded it (a shipment of
 * several packages: the total of their labels, as the intent kept it).
 */
export function freightBase(shipment: Shipment, method: FreightMethod, several?: FreightShipment | null) {
  return {
    method,
    invoiceNumber: shipment.invoiceNumber,
    trackingNumber: shipment.trackingNumber ?? "",
    totalFreight: shipment.costAmount ?? 0,
    ...(several ?? {}),
  };
}

/** The several packages a freight intent posted for, when it did (its request keeps them). */
export const severalOf = (request: Record<string, unknown>): FreightShipment | null =>
  Array.isArray(request.trackingNumbers) && typeof request.totalFreight === "number"
    ? { trackingNumbers: request.trackingNumbers as string[], totalFreight: request.totalFreight }
    : null;
