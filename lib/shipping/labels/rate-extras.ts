import type { Db } from "@/db/client";
import type { InvoiceShipFacts, LabelExtras } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { formatMoney } from "@/lib/money/format-money";
import { billsToAccount } from "../desk/customer-facts-dto";
import { chosenShipTo, readInvoiceFacts } from "../desk/invoice-facts";
import { requiredInsurance } from "./insurance-shares";
import type { RatesRequest } from "./schemas";
import { usStateCode } from "./us-states";

/** What the rates of an invoice are asked with beyond the package (CLARIFICATIONS 61, 62). */
export type RateExtras = LabelExtras & {
  /** The ship-to the clerk chose (Shippo's suggestion, or as entered). */
  addressTo: RatesRequest["addressTo"];
  /** What the clerk reads beside the rates (how the insurance was shared, why there is none). */
  messages: string[];
};

export const NO_ACCOUNT_TO_BILL =
  "The ERP has no UPS or FedEx account for this customer, so the label cannot be billed to the customer.";

const NONE = { residential: null, billing: null, insurance: null } as const;

/** What a caller read of the invoice itself (a batch's review), in place of what the desk kept as it opened. */
export type KnownInvoiceFacts = Pick<InvoiceShipFacts, "customerFacts" | "salesTotal">;

function insuranceText(total: number, shares: number[]): string {
  if (shares.length === 1) return `Insurance Required: the package is insured for ${formatMoney(shares[0])}.`;
  const each = shares.map((s, i) => `package ${i + 1} ${formatMoney(s)}`).join(", ");
  return `Insurance Required: ${each} (the sales total of ${formatMoney(total)}, shared by weight).`;
}

/**
 * The invoice's extras, from what the desk kept as it opened (lib/shipping/desk/invoice-facts.ts), never from the
 * browser: the chosen ship-to; residential as the ERP says it, else as Shippo reported it; each parcel's insurance
 * when the customer requires it; the customer's account to bill when the clerk asked for it. A caller that read the
 * customer's facts and the sales total itself (`known`: a batch's review, just now) is quoted with those; unknown
 * facts (null: the read failed) are sent as nothing, never guessed. An invoice the desk never opened and nobody read
 * (a manual shipment, an API caller) is quoted as it is asked.
 */
export async function rateExtras(
  db: Db,
  companyId: string,
  req: RatesRequest,
  known?: KnownInvoiceFacts,
): Promise<RateExtras> {
  const row = req.invoiceNumber.startsWith("MANUAL-") ? null : await readInvoiceFacts(db, companyId, req.invoiceNumber);
  const facts = known ? known.customerFacts : (row?.customerFacts ?? null);
  const account = facts?.carrierAccount ?? null;
  if (req.billToCustomer && !billsToAccount(account))
    throw new ApiError({ code: "unprocessable", message: NO_ACCOUNT_TO_BILL });
  if (!row && !known) return { ...NONE, addressTo: req.addressTo, messages: [] };

  const chosen = row ? chosenShipTo(row) : null;
  const addressTo =
    chosen && row?.addressChoice === "suggested"
      ? {
          ...req.addressTo,
          ...chosen,
          street2: chosen.street2 || undefined,
          state: usStateCode(chosen.state) ?? req.addressTo.state,
        }
      : req.addressTo;
  const messages: string[] = [];
  const total = known ? known.salesTotal : (row?.salesTotal ?? null);
  const shares = requiredInsurance(
    facts,
    total,
    req.parcels.map((p) => p.weight),
  );
  const insurance = shares?.length ? shares : null;
  if (insurance) messages.push(insuranceText(total ?? 0, insurance));
  else if (shares)
    messages.push("Insurance Required, but the invoice's sales total is not known: the packages are not insured.");
  return {
    addressTo,
    residential: facts?.residential ?? row?.shipToCheck?.residential ?? null,
    billing:
      req.billToCustomer && account ? { carrier: account.carrier, account: account.account, zip: account.zip } : null,
    insurance,
    messages,
  };
}
