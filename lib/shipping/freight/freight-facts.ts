// What the freight step knows of a shipment before it prices anything (CLARIFICATIONS 60, 61): freight rules read
// the same facts (a label billed to the customer is priced only by a rule for such labels). Pure (the carrier names are import-free).
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
 * The charge of a label billed to the customer's own account that no freight rule for such labels priced
 * (CLARIFICATIONS 61: none when no rule says).
 */
export const billedToCustomerCharge = (to: { carrier: string; account: string } | null) => ({
  total: 0,
  post: false,
  sum: to ? billedToCustomerText(to) : "Label billed to the customer's account: no freight posted.",
  rule: null,
});
