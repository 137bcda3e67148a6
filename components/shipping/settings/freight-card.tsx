"use client";

import { useEffect, useState } from "react";
import { Autocomplete } from "@/components/ui/autocomplete";
import { Card } from "@/components/ui/card";
import { FREIGHT_SEARCH_DEBOUNCE_MS } from "@/lib/shipping/settings/messages";
import type { SettingsCardProps } from "./card-props";
import { getFreightProduct, searchFreightProducts, type FreightProduct } from "./freight-product-lookup";
import { SaveMode } from "./save-mode";

const METHODS = [
  { value: "filedrop", label: "Starship File Drop" },
  { value: "lineitem", label: "Invoice Line Item" },
] as const;

type Lookup = { product: FreightProduct | null; error: string | null };

/** The freight posting method and the freight product (searched in the ERP, 800 ms after typing stops). */
export function FreightCard({ settings, setSettings, canManage }: SettingsCardProps) {
  const { defaultMethod, productId } = settings.freight;
  const [lookup, setLookup] = useState<Lookup>({ product: null, error: null });

  useEffect(() => {
    if (!productId || lookup.product?.id === productId) return;
    let live = true;
    getFreightProduct(productId)
      .then((product) => live && setLookup({ product, error: null }))
      .catch(
        (err: unknown) => live && setLookup({ product: null, error: err instanceof Error ? err.message : String(err) }),
      );
    return () => {
      live = false;
    };
  }, [productId, lookup.product?.id]);

  const setFreight = (patch: Partial<typeof settings.freight>) =>
    setSettings((s) => ({ ...s, freight: { ...s.freight, ...patch } }));
  const shown = lookup.product?.id === productId ? lookup.product : null;

  return (
    <Card title="Freight Posting" actions={<SaveMode atOnce={false} />}>
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2" disabled={!canManage}>
          <legend className="text-sm font-medium text-slate-700">Freight Posting Method</legend>
          {METHODS.map((m) => (
            <label key={m.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="freight-method"
                value={m.value}
                checked={defaultMethod === m.value}
                onChange={() => setFreight({ defaultMethod: m.value })}
              />
              {m.label}
            </label>
          ))}
        </fieldset>
        {canManage ? (
          <Autocomplete<FreightProduct>
            label="Freight Product Search"
            placeholder="Product id or description"
            noDataText="No products found"
            minChars={1}
            debounceMs={FREIGHT_SEARCH_DEBOUNCE_MS}
            search={searchFreightProducts}
            optionKey={(p) => p.id}
            optionLabel={(p) => `${p.id} – ${p.description}`}
            onSelect={(p) => {
              setLookup({ product: p, error: null });
              setFreight({ productId: p.id });
            }}
          />
        ) : null}
        <div className="text-sm" aria-live="polite">
          <p>
            <span className="font-medium">Freight Product ID:</span> {productId ?? "None selected"}
          </p>
          {shown ? (
            <p className="text-slate-600">
              {shown.description}
              {shown.category ? ` · Category ${shown.category}` : ""}
            </p>
          ) : null}
          {productId && lookup.error && !shown ? (
            <p className="text-amber-800">
              Could not look up product {productId}: {lookup.error}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
