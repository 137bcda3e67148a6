"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money/format-money";
import type { BatchReview as Review } from "./batch-dto";
import { batchReviewColumns } from "./batch-review-columns";
import { shipBatchLabel } from "./ship-batch-label";

type Props = { review: Review; busy: boolean; onShip(): void; onCancel(): void };

/**
 * Review: the rate picked for each invoice and what the batch costs. It is the confirmation before money is spent:
 * only Ship Batch buys, and it names the count and total it buys.
 */
export function BatchReview({ review, busy, onShip, onCancel }: Props) {
  const { totals } = review;
  const left = review.items.length - totals.count;
  const cancel = useRef<HTMLButtonElement>(null);
  // Review replaced the button that had the focus; it lands on Cancel, so a second Enter never spends money.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        label="Batch review"
        columns={batchReviewColumns}
        data={review.items}
        getRowId={(i) => i.invoiceNumber}
        rowClassName={(i) => (i.rate ? undefined : "bg-red-50/60")}
        height={Math.min(480, 48 + review.items.length * 40)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-label="Batch totals" className="text-sm text-slate-700">
          <strong>{totals.count}</strong> {totals.count === 1 ? "label" : "labels"},{" "}
          <strong>{formatMoney(totals.amount, totals.currency)}</strong>
          {left ? ` (${left} without a rate ${left === 1 ? "is" : "are"} left out)` : null}
        </p>
        <div className="flex gap-2">
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onShip} busy={busy} disabled={totals.count === 0}>
            {shipBatchLabel(totals)}
          </Button>
        </div>
      </div>
    </div>
  );
}
