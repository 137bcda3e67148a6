"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { erpProxy } from "@/lib/api-client/api-fetch";
import { erpPath } from "@/lib/erp/resources/erp-path";
import type { Product } from "@/lib/erp/schemas/product";
import { formatMoney } from "@/lib/money/format-money";

const money = (v: { value?: number | null } | null | undefined) => (v?.value == null ? "—" : formatMoney(v.value));

/** One ERP product, read-only: where the duplicate check and a successful create link to. */
export function ProductRecord({ productId }: { productId: string }) {
  const [product, setProduct] = useState<Product | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    erpProxy<Product>({ method: "GET", url: erpPath("Products", productId) }, controller.signal)
      .then(setProduct)
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load product", productId, err);
        setFailed(true);
      });
    return () => controller.abort();
  }, [productId]);

  if (failed) return <Alert tone="error">Product {productId} could not be loaded from the ERP.</Alert>;
  if (!product) return <p className="text-sm text-slate-500">Loading product…</p>;
  const rows: [string, string][] = [
    ["Product ID", String(product.id)],
    ["Description", product.description ?? ""],
    ["Catalog Number", product.catalogNumber || "—"],
    ["UPC Code", product.upcCode || "—"],
    ["Price Line", product.priceLineId ?? ""],
    ["REP-COST", money(product.repCost)],
    ["List price", money(product.listPrice)],
    ["Status", product.inactive ? "Inactive" : "Active"],
  ];
  return (
    <Card title={product.description ?? String(product.id)}>
      <dl className="grid grid-cols-[10rem_1fr] gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
