"use client";

import { Autocomplete } from "@/components/ui/autocomplete";
import { OptionLines } from "@/components/ui/option-lines";
import { erpKeywordSearch } from "@/lib/api-client/erp-keyword-search";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import { PRICE_LINE_MESSAGES as MSG } from "@/lib/price-line/messages";

const searchPriceLines = erpKeywordSearch<PriceLine>("/PriceLines");

/** The price line search of Price Line Access and Create New Product (spec 2 section 9: 1000 ms and 300 ms). */
export function PriceLineSearch({
  debounceMs,
  onSelect,
  required,
}: {
  debounceMs: number;
  onSelect(line: PriceLine): void;
  /** Create New Product needs a price line; Price Line Access only looks one up. */
  required?: boolean;
}) {
  return (
    <Autocomplete<PriceLine>
      label="Price Line"
      noDataText={MSG.noPriceLines}
      placeholder="Type a price line id or description"
      debounceMs={debounceMs}
      search={searchPriceLines}
      optionKey={(l) => l.id}
      optionLabel={(l) => `${l.id} – ${l.description ?? ""}`.trim()}
      renderOption={(l) => <OptionLines title={l.id} detail={l.description} />}
      onSelect={onSelect}
      required={required}
      autoFocus
    />
  );
}
