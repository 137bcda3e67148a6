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
  /** The sum a freight rule priced it by ("UPS Ground $18.18 + 10% + $5.00 handling = $25.00"); none without a rule. */
  sum?: string | null;
  /** The rule that priced it. */
  rule?: string | null;
  /** The rule posts no freight (`none`, free at the order's total): nothing was written, the labels are `no freight`. */
  noFreight?: boolean;
};

/** The freight key of one package (CLARIFICATIONS 45's ledger key, for the freight of its label). */
export const freightKey = (s: Pick<Shipment, "companyId" | "invoiceNumber" | "packageNumber">) =>
  `${s.companyId}:${s.invoiceNumber}:${s.packageNumber}`;

/** A shipment of several packages as its freight intent keeps it: every tracking number and the total. */
export type FreightShipment = { trackingNumbers: string[]; totalFreight: number };

/** What a label posts: its freight as first priced (CLARIFICATIONS 60), else, posted before pricing, its cost. */
export const labelFreight = (s: Pick<Shipment, "freightCharge" | "costAmount">) =>
  s.freightCharge?.total ?? s.costAmount ?? 0;

/**
 * The posting as the screen reads it; the amount is the label's freight as the server priced and kept it (a
 * shipment of several packages: their total, as the intent kept it), with the sum that explains it.
 */
export function freightBase(shipment: Shipment, method: FreightMethod, several?: FreightShipment | null) {
  return {
    method,
    invoiceNumber: shipment.invoiceNumber,
    trackingNumber: shipment.trackingNumber ?? "",
    totalFreight: labelFreight(shipment),
    sum: shipment.freightCharge?.sum ?? null,
    rule: shipment.freightCharge?.rule ?? null,
    ...(several ?? {}),
  };
}

/** The several packages a freight intent posted for, when it did (its request keeps them). */
export const severalOf = (request: Record<string, unknown>): FreightShipment | null =>
  Array.isArray(request.trackingNumbers) && typeof request.totalFreight === "number"
    ? { trackingNumbers: request.trackingNumbers as string[], totalFreight: request.totalFreight }
    : null;
