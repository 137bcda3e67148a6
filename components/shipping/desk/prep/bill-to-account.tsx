"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { billsToAccount, billToAccountText, type CustomerCarrierAccount } from "@/lib/shipping/desk/customer-facts-dto";

/**
 * CLARIFICATIONS 61: a customer with a UPS or FedEx account of their own is offered "Bill to customer's {carrier}
 * account {account}"; ticked, the rates are that carrier's and the label is billed to that account.
 */
export function BillToAccount({
  account,
  checked,
  onChange,
}: {
  account: CustomerCarrierAccount | null;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  if (!billsToAccount(account)) return null;
  return <Checkbox label={billToAccountText(account)} checked={checked} onChange={onChange} />;
}
