"use client";

import { Autocomplete } from "@/components/ui/autocomplete";
import { erpProxy } from "@/lib/api-client/api-fetch";
import type { Customer } from "@/lib/erp/schemas/customer";
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from "@/lib/invoice-lookup/constants";
import { INVOICE_LOOKUP_MESSAGES as MSG } from "@/lib/invoice-lookup/messages";

async function searchCustomers(keyword: string, signal: AbortSignal): Promise<Customer[]> {
  const answer = await erpProxy<{ results?: Customer[] }>({ method: "GET", url: "/Customers", params: { keyword, includeTotalItems: true } }, signal);
  return answer.results ?? [];
}

/** Search for Customer (spec 2 section 2): by name, 1000 ms after the last key. */
export function CustomerSearch({ onSelect }: { onSelect(customer: Customer): void }) {
  return (
    <Autocomplete<Customer>
      label="Search for Customer"
      noDataText={MSG.noCustomers}
      placeholder="Type a customer name"
      debounceMs={CUSTOMER_SEARCH_DEBOUNCE_MS}
      search={searchCustomers}
      optionKey={(c) => c.id}
      optionLabel={(c) => c.nameIndex || c.name || c.id}
      renderOption={(c) => (
        <span className="flex flex-col">
          <span className="font-medium">{c.nameIndex || c.name || c.id}</span>
          <span className="text-xs text-slate-500">
            {c.id}
            {c.city ? ` · ${c.city}${c.state ? `, ${c.state}` : ""}` : ""}
          </span>
        </span>
      )}
      onSelect={onSelect}
    />
  );
}
