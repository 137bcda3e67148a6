"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { CREATE_PRODUCT_MESSAGES as MSG } from "@/lib/create-product/messages";
import type { ProductPayload } from "@/lib/create-product/product-form";
import { formatMoney } from "@/lib/money/format-money";

/**
 * The product as it will be created: its description line and its fields as words; the JSON payload (what Copy
 * copies, spec 2 section 8) folded away for whoever needs it.
 */
export function ProductPreview({ payload }: { payload: ProductPayload }) {
  const [copied, setCopied] = useExpiringState<string>(SUCCESS_NOTICE_MS);
  const json = JSON.stringify(payload, null, 2);

  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      setCopied(MSG.copied);
    } catch (err) {
      console.warn("Copy to clipboard failed", err);
      setCopied(MSG.copyFailed);
    }
  }

  return (
    <Card
      title="Preview"
      actions={
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
      }
    >
      <p className="text-xl font-bold tracking-wide text-slate-900" aria-label="Preview line">
        {payload.description || (
          <span className="text-base font-normal text-slate-600">The description appears here as you type.</span>
        )}
      </p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Product fields">
        {[
          ["Price Line", payload.priceLineId],
          ["Catalog Number", payload.catalogNumber],
          ["UPC Code", payload.upcCode],
          ["REP-COST", payload.repCost === undefined ? "" : formatMoney(payload.repCost)],
        ].map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-700">JSON payload</summary>
        <pre
          aria-label="JSON payload"
          className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-xs text-slate-700"
        >
          {json}
        </pre>
      </details>
      {copied ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {copied}
        </p>
      ) : null}
    </Card>
  );
}
