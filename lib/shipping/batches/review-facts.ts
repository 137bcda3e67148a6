// A batch row's customer facts (CLARIFICATIONS 61) in plain words, and which of them leave the row out unless kept.
// Pure.
import { formatMoney } from "@/lib/money/format-money";
import { billsToAccount } from "../desk/customer-facts-dto";
import type { OrderDetails } from "../desk/get-order-details";
import { requiredInsurance } from "../labels/insurance-shares";

export const FACTS_NOT_READ = "Customer facts not read";

export type ReviewFacts = { facts: string[]; leftOut: string[] };

/**
 * What the row says of the customer's facts, as the review read them with the order (the desk's own reader), and
 * at the row's weight the share insured (the desk's own rule, so it is what the rates were asked with).
 *
 * Left out unless the clerk keeps it:
 * - facts that could not be read: nothing is guessed (the rates go without residential or insurance), so whether
 *   this label would be priced and insured right is not known; a person decides, as for a hold under warn;
 * - Insurance Required without a known sales total: the label would go uninsured;
 * - a UPS or FedEx account of the customer's own: the desk bills such a label to it only when the clerk ticks "Bill
 *   to customer's ... account" there (a choice made per invoice, which a batch cannot make for the clerk). Kept, it
 *   ships on the company's own account, as it would on the desk left unticked.
 * An account of another carrier is only said: the desk cannot bill it either.
 */
export function reviewFacts(order: Pick<OrderDetails, "customerFacts" | "salesTotal">, weight: number | null) {
  const f = order.customerFacts;
  const out: ReviewFacts = { facts: [], leftOut: [] };
  if (!f) {
    out.facts.push(FACTS_NOT_READ);
    out.leftOut.push(
      `${FACTS_NOT_READ}: residential, freight exempt, insurance and the customer's own account are unknown, so the rate may be wrong; left out unless you keep it.`,
    );
    return out;
  }
  if (f.residential) out.facts.push("Residential");
  if (f.freightExempt) out.facts.push("Freight exempt: no freight posted");
  const shares = requiredInsurance(f, order.salesTotal, weight === null ? [] : [weight]);
  if (shares?.length) out.facts.push(`Insured ${formatMoney(shares[0])}`);
  else if (shares && !(order.salesTotal && order.salesTotal > 0)) {
    out.facts.push("Insurance required: the sales total is not known");
    out.leftOut.push("Insurance Required, but the sales total is not known: left out unless you keep it (uninsured).");
  } else if (shares) out.facts.push("Insurance required");
  const a = f.carrierAccount;
  if (a) {
    const billed = billsToAccount(a);
    out.facts.push(
      `Customer's ${a.name} account ${a.account}${billed ? "" : " (only UPS and FedEx accounts are billed)"}`,
    );
    if (billed)
      out.leftOut.push(
        `Ships on the customer's ${a.name} account ${a.account}: ship it on the desk to bill it; left out unless you keep it (then your own account pays).`,
      );
  }
  return out;
}
