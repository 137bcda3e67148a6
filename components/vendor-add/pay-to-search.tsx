"use client";

import { Autocomplete } from "@/components/ui/autocomplete";
import { OptionLines } from "@/components/ui/option-lines";
import { erpKeywordSearch } from "@/lib/api-client/erp-keyword-search";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { VENDOR_SEARCH_DEBOUNCE_MS } from "@/lib/vendor-add/constants";
import { VENDOR_MESSAGES as MSG } from "@/lib/vendor-add/messages";

/** Only pay-to vendors can take ship-froms. */
const searchPayTos = erpKeywordSearch<Vendor>("/Vendors", (v) => v.isPayTo === true);

export function PayToSearch({ onSelect }: { onSelect(vendor: Vendor): void }) {
  return (
    <Autocomplete<Vendor>
      label="Search Pay-To Vendor"
      autoFocus
      noDataText={MSG.noVendors}
      placeholder="Type a vendor name or id"
      debounceMs={VENDOR_SEARCH_DEBOUNCE_MS}
      search={searchPayTos}
      optionKey={(v) => v.id}
      optionLabel={(v) => v.nameIndex || v.name || v.id}
      renderOption={(v) => (
        <OptionLines
          title={v.nameIndex || v.name}
          detail={
            <>
              {v.id}
              {v.city ? ` · ${v.city}, ${v.state ?? ""}` : ""}
            </>
          }
        />
      )}
      onSelect={onSelect}
    />
  );
}
