"use client";

import { Autocomplete } from "@/components/ui/autocomplete";
import { erpProxy } from "@/lib/api-client/api-fetch";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { VENDOR_SEARCH_DEBOUNCE_MS } from "@/lib/vendor-add/constants";
import { VENDOR_MESSAGES as MSG } from "@/lib/vendor-add/messages";

/** Only pay-to vendors can take ship-froms. */
async function searchPayTos(keyword: string, signal: AbortSignal): Promise<Vendor[]> {
  const answer = await erpProxy<{ results?: Vendor[] }>({ method: "GET", url: "/Vendors", params: { keyword, includeTotalItems: true } }, signal);
  return (answer.results ?? []).filter((v) => v.isPayTo);
}

export function PayToSearch({ onSelect }: { onSelect(vendor: Vendor): void }) {
  return (
    <Autocomplete<Vendor>
      label="Search Pay-To Vendor"
      noDataText={MSG.noVendors}
      placeholder="Type a vendor name or id"
      debounceMs={VENDOR_SEARCH_DEBOUNCE_MS}
      search={searchPayTos}
      optionKey={(v) => v.id}
      optionLabel={(v) => v.nameIndex || v.name || v.id}
      renderOption={(v) => (
        <span className="flex flex-col">
          <span className="font-medium">{v.nameIndex || v.name}</span>
          <span className="text-xs text-slate-500">
            {v.id}
            {v.city ? ` · ${v.city}, ${v.state ?? ""}` : ""}
          </span>
        </span>
      )}
      onSelect={onSelect}
    />
  );
}
