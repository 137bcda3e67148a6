"use client";

import { Autocomplete } from "@/components/ui/autocomplete";
import { OptionLines } from "@/components/ui/option-lines";
import { erpKeywordSearch } from "@/lib/api-client/erp-keyword-search";
import type { Customer } from "@/lib/erp/schemas/customer";
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from "@/lib/invoice-lookup/constants";
import { INVOICE_LOOKUP_MESSAGES as MSG } from "@/lib/invoice-lookup/messages";

const searchCustomers = erpKeywordSearch<Customer>("/Customers");

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
        <OptionLines
          title={c.nameIndex || c.name || c.id}
          detail={
            <>
              {c.id}
              {c.city ? ` · ${c.city}${c.state ? `, ${c.state}` : ""}` : ""}
            </>
          }
        />
      )}
      onSelect={onSelect}
    />
  );
}
