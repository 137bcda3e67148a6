"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { CREATE_PRODUCT_MESSAGES as MSG } from "@/lib/create-product/messages";
import type { ProductPayload } from "@/lib/create-product/product-form";

/** The product as it will be created: its description line, the JSON payload, and Copy (spec 2 section 8). */
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
      <pre aria-label="JSON payload" className="mt-3 overflow-x-auto rounded-md bg-slate-50 p-3 text-xs text-slate-700">
        {json}
      </pre>
      {copied ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {copied}
        </p>
      ) : null}
    </Card>
  );
}
