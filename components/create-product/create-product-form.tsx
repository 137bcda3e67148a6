"use client";

import Link from "next/link";
import { useState } from "react";
import { PriceLineSearch } from "@/components/price-line/price-line-search";
import { CheckAgainNotice } from "@/components/check-again/check-again-on-demand";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PRICE_LINE_SEARCH_DEBOUNCE_MS, UPC_LENGTH } from "@/lib/create-product/constants";
import { CREATE_PRODUCT_MESSAGES as MSG } from "@/lib/create-product/messages";
import { parseRepCost, productPayload, upcErrors } from "@/lib/create-product/product-form";
import { readScannedUpc } from "@/lib/create-product/scanned-upc";
import { DuplicateDialog } from "./duplicate-dialog";
import { ProductPreview } from "./product-preview";
import { useCreateProduct } from "./use-create-product";

function Lines({ lines }: { lines: string[] }) {
  return lines.length ? (
    <>
      {lines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </>
  ) : null;
}

export function CreateProductForm() {
  const p = useCreateProduct();
  const { form, set, notice } = p;
  const [scan, setScan] = useState<{ note: string | null; error: string | null }>({ note: null, error: null });
  const upc = [...upcErrors(form.upcCode), ...(scan.error ? [scan.error] : [])];
  const busy = p.phase === "checking" || p.phase === "creating";

  return (
    <div className="flex flex-col gap-6">
      <form
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void p.start();
        }}
      >
        <div className="sm:col-span-2">
          <PriceLineSearch
            debounceMs={PRICE_LINE_SEARCH_DEBOUNCE_MS}
            onSelect={(line) => void p.pickLine(line)}
            required
          />
          <p className="mt-1 text-xs text-slate-500">
            {form.priceLineId
              ? `Selected: ${p.lineLabel}${form.shortCode ? ` (short code ${form.shortCode})` : " (no short code)"}`
              : "Choose the price line of the new product."}
          </p>
        </div>
        <TextField
          label="Description"
          required
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Catalog Number"
          value={form.catalogNumber}
          onChange={(e) => set("catalogNumber", e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="UPC Code"
          value={form.upcCode}
          // One more than the UPC takes: a scanner's 12th digit (the check digit) must arrive to be checked, never be
          // cut off unseen.
          maxLength={UPC_LENGTH + 1}
          inputMode="numeric"
          hint={scan.note ?? `${form.upcCode.length}/${UPC_LENGTH}`}
          error={upc.length ? <Lines lines={upc} /> : undefined}
          onChange={(e) => {
            const read = readScannedUpc(e.target.value);
            setScan({ note: read.note, error: read.error });
            set("upcCode", read.upcCode);
          }}
          autoComplete="off"
        />
        <TextField
          label="REP-COST"
          type="number"
          min={0}
          step="0.01"
          hint="Dollars, 0 or more"
          error={Number.isNaN(parseRepCost(form.repCost)) ? MSG.repCost : undefined}
          value={form.repCost}
          onChange={(e) => set("repCost", e.target.value)}
        />
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" busy={busy} disabled={p.problems.length > 0 || p.doubt.pending}>
            Create Product
          </Button>
          {p.problems.length && !upc.length && p.problems[0] !== MSG.repCost ? (
            <span className="text-sm text-slate-500">{p.problems[0]}</span>
          ) : null}
        </div>
      </form>

      {notice?.tone === "success" ? (
        <Alert tone="success">
          {notice.text}{" "}
          <Link
            href={`/create-product/${encodeURIComponent(String(notice.productId))}`}
            target="_blank"
            className="font-medium underline"
          >
            View product {String(notice.productId)}
          </Link>
        </Alert>
      ) : null}
      {p.doubt.doubt ? (
        <CheckAgainNotice
          key={p.doubt.doubt.seq}
          doubt={p.doubt.doubt}
          subject="record"
          onDone={p.created}
          onFreed={p.doubt.freed}
        />
      ) : null}
      {notice?.tone === "error" ? (
        <Alert tone="error">
          {notice.text}
          <Lines lines={notice.details} />
        </Alert>
      ) : null}

      <ProductPreview payload={productPayload(form)} />
      <DuplicateDialog
        matches={p.phase === "confirm" ? p.matches : []}
        busy={p.phase === "creating"}
        onCancel={p.cancel}
        onCreateAnyway={() => void p.createAnyway()}
      />
    </div>
  );
}
