import type { Shipment } from "@/db/schema";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import type { FreightContext } from "../rules/schemas";

/**
 * What the caller knows of the label beyond its record and the order: whether the customer is residential and
 * whether the label was billed to the customer's own account. Unknown (null) unless said: a rule on them then
 * never matches.
 */
export type LabelFacts = {
  residential?: boolean | null;
  billedToCustomer?: boolean | null;
  /** The customer's account it was billed to, for the words when no rule prices it. */
  billedTo?: { carrier: string; account: string } | null;
};

/**
 * What a freight rule reads (CLARIFICATIONS 60): the order as the ERP holds it now (its customer, ship via and total,
 * the generation the invoice names), the labels as bought (branch, ship-to state, their weights together, carrier
 * and service), and the facts the caller knows.
 */
export function freightContext(
  order: SalesOrder,
  labelled: readonly Shipment[],
  facts: LabelFacts = {},
): FreightContext {
  const [first] = labelled;
  const invoice = first.invoiceNumber.toUpperCase();
  const g =
    order.generations.find((x) => (x.fullInvoiceID ?? x.invoiceNumber ?? "").toUpperCase() === invoice) ??
    order.generations[0];
  const weights = labelled.map((s) => s.parcel?.weight);
  return {
    branch: first.branch ?? g?.shipBranch?.toUpperCase() ?? null,
    customerId: g?.billToId ?? null,
    shipVia: g?.shipVia ?? null,
    state: first.addressTo?.state?.toUpperCase() ?? null,
    weight: weights.every((w) => typeof w === "number") ? (weights as number[]).reduce((a, b) => a + b, 0) : null,
    residential: facts.residential ?? null,
    orderTotal: g?.salesTotal?.value ?? null,
    label: first.carrier
      ? {
          provider: first.carrier,
          serviceLevelName: first.servicelevel ?? "",
          serviceLevelToken: first.servicelevelToken,
        }
      : null,
    billedToCustomer: facts.billedToCustomer ?? null,
  };
}
