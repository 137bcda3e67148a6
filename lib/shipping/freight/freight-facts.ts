// Why a posting posts no freight (CLARIFICATIONS 60, 61): an exempt customer, a label billed to the customer's own
// account that no freight rule for such labels prices. Pure (the carrier names are import-free).
import { carrierName } from "../tracking/carrier-links";

export const FREIGHT_EXEMPT_TEXT = "Freight exempt customer: no freight posted.";

/** An exempt customer's charge, kept with its labels: nothing posted, and why (the answer of every retry). */
export const FREIGHT_EXEMPT_CHARGE = { total: 0, post: false, sum: FREIGHT_EXEMPT_TEXT, rule: null };

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
