// What the freight step knows of a shipment before it prices anything (CLARIFICATIONS 60, 61): freight rules read
// the same facts. Pure (the carrier names are import-free).
import { carrierName } from "../tracking/carrier-links";

export type FreightFacts = {
  /** The ERP says the customer is freight exempt: no freight is posted, whatever any freight rule says. */
  freightExempt: boolean;
  /** The label was billed to the customer's own carrier account (Shippo third-party billing). */
  billedToCustomer: boolean;
  /** That account, when it was. */
  billedTo: { carrier: string; account: string } | null;
};

export const FREIGHT_EXEMPT_TEXT = "Freight exempt customer: no freight posted.";

export const billedToCustomerText = (to: { carrier: string; account: string }) =>
  `Label billed to the customer's ${carrierName(to.carrier)} account ${to.account}: no freight posted.`;

/**
 * Why no freight is posted, decided before any pricing; null: the freight is priced and posted. A label billed to
 * the customer's account posts what the freight rules for such labels say, and none while no rule says (there are
 * none yet).
 */
export function noFreightReason(facts: FreightFacts): string | null {
  if (facts.freightExempt) return FREIGHT_EXEMPT_TEXT;
  if (facts.billedToCustomer && facts.billedTo) return billedToCustomerText(facts.billedTo);
  return null;
}
