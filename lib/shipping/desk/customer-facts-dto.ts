// The customer's shipping facts as the desk shows and uses them (CLARIFICATIONS 61). Pure, for client and server.
import type { CustomerCarrierAccount } from "@/db/schema";
import { carrierKey, carrierName } from "../tracking/carrier-links";

export type { CustomerCarrierAccount, CustomerFacts } from "@/db/schema";

/** Shippo bills a label to another party's account with UPS and FedEx only (its `extra.billing`). */
export const THIRD_PARTY_CARRIERS = ["ups", "fedex"] as const;

/** The ERP's carrier account as the desk names it; the carrier as Shippo's token when it is one Shippo knows. */
export function customerCarrierAccount(a: { carrier: string; account: string; zip: string | null }) {
  const carrier = carrierKey(a.carrier) ?? a.carrier.trim().toLowerCase();
  return { carrier, name: carrierName(a.carrier), account: a.account, zip: a.zip } satisfies CustomerCarrierAccount;
}

/** Whether the desk can buy a label billed to this account (Shippo third-party billing: UPS and FedEx). */
export const billsToAccount = (a: CustomerCarrierAccount | null): a is CustomerCarrierAccount =>
  a !== null && (THIRD_PARTY_CARRIERS as readonly string[]).includes(a.carrier);

/** The preparation screen's offer (CLARIFICATIONS 61). */
export const billToAccountText = (a: CustomerCarrierAccount) => `Bill to customer's ${a.name} account ${a.account}`;
