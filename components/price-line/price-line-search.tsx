"use client";

import { Autocomplete } from "@/components/ui/autocomplete";
import { erpProxy } from "@/lib/api-client/api-fetch";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import { PRICE_LINE_MESSAGES as MSG } from "@/lib/price-line/messages";

async function searchPriceLines(keyword: string, signal: AbortSignal): Promise<PriceLine[]> {
  const answer = await erpProxy<{ results?: PriceLine[] }>({ method: "GET", url: "/PriceLines", params: { keyword, includeTotalItems: true } }, signal);
  return answer.results ?? [];
}

/** The price line search of Price Line Access and Create New Product (spec 2 section 9: 1000 ms and 300 ms). */
export function PriceLineSearch({ debounceMs, onSelect }: { debounceMs: number; onSelect(line: PriceLine): void }) {
  return (
    <Autocomplete<PriceLine>
      label="Price Line"
      noDataText={MSG.noPriceLines}
      placeholder="Type a price line id or description"
      debounceMs={debounceMs}
      search={searchPriceLines}
      optionKey={(l) => l.id}
      optionLabel={(l) => `${l.id} – ${l.description ?? ""}`.trim()}
      renderOption={(l) => (
        <span className="flex flex-col">
          <span className="font-medium">{l.id}</span>
          <span className="text-xs text-slate-500">{l.description}</span>
        </span>
      )}
      onSelect={onSelect}
    />
  );
}
