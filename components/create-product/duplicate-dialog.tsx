"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ProductMatch } from "@/lib/create-product/product-matches";

type Props = { matches: ProductMatch[]; busy: boolean; onCancel(): void; onCreateAnyway(): void };

/** Beyond the spec: products the ERP already has with the same UPC or catalog number, and a clear choice. */
export function DuplicateDialog({ matches, busy, onCancel, onCreateAnyway }: Props) {
  const upcTaken = matches.find((m) => m.sameUpc);
  return (
    <Dialog
      open={matches.length > 0}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="A similar product already exists"
      description="The ERP already has these products. Open one to check it before you create another."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Don&apos;t create
          </Button>
          <Button busy={busy} disabled={Boolean(upcTaken)} onClick={onCreateAnyway}>
            Create Product anyway
          </Button>
        </>
      }
    >
      <ul className="flex flex-col gap-2 text-sm">
        {matches.map((m) => (
          <li key={String(m.id)} className="rounded-md border border-slate-200 p-2">
            <Link
              href={`/create-product/${encodeURIComponent(String(m.id))}`}
              target="_blank"
              className="font-medium text-brand-700 hover:underline"
            >
              Product {String(m.id)}
            </Link>{" "}
            {m.description}
            <span className="block text-xs text-slate-500">
              {[
                m.sameUpc ? `same UPC ${m.upcCode}` : null,
                m.sameCatalogNumber ? `same catalog number ${m.catalogNumber}` : null,
                `price line ${m.priceLineId}`,
                m.inactive ? "inactive" : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
      {upcTaken ? (
        <p className="mt-3 text-sm text-amber-800">
          UPC {upcTaken.upcCode} already belongs to product {String(upcTaken.id)}, and the ERP takes each UPC once.
          Change or clear the UPC to create a new product.
        </p>
      ) : null}
    </Dialog>
  );
}
