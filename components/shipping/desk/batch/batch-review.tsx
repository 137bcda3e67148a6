"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money/format-money";
import { reviewTotals } from "@/lib/shipping/batches/review-totals";
import type { BatchReview as Review } from "./batch-dto";
import { batchReviewColumns, type ReviewColumnsProps } from "./batch-review-columns";
import { isChosen } from "./review-choice";
import { shipBatchLabel } from "./ship-batch-label";

type Props = ReviewColumnsProps & { review: Review; onShip(): void; onCancel(): void };

/**
 * Review: each invoice's weight and the rate picked for it, which rows ship (the clerk keeps or removes each), and
 * what the batch costs. It is the confirmation before money is spent: only Ship Batch buys, and it names the count
 * and total of the rows ticked.
 */
export function BatchReview({ review, onShip, onCancel, ...columns }: Props) {
  const chosen = review.items.filter((i) => isChosen(i, columns.choice));
  const totals = reviewTotals(chosen);
  const left = review.items.length - chosen.length;
  const needed = review.items.filter((i) => i.weightNeeded).length;
  const cancel = useRef<HTMLButtonElement>(null);
  // Review replaced the button that had the focus; it lands on Cancel, so a second Enter never spends money.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        label="Batch review"
        columns={batchReviewColumns(columns)}
        data={review.items}
        getRowId={(i) => i.invoiceNumber}
        rowClassName={(i) => (isChosen(i, columns.choice) ? undefined : i.rate ? "bg-amber-50/60" : "bg-red-50/60")}
        height={Math.min(480, 48 + review.items.length * 56)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-label="Batch totals" className="text-sm text-slate-700">
          <strong>{totals.count}</strong> {totals.count === 1 ? "label" : "labels"},{" "}
          <strong>{formatMoney(totals.amount, totals.currency)}</strong>
          {left ? ` (${left} left out)` : null}
          {needed ? `; ${needed} ${needed === 1 ? "needs a weight" : "need a weight"}` : null}
        </p>
        <div className="flex gap-2">
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={columns.busy}>
            Cancel
          </Button>
          <Button onClick={onShip} busy={columns.busy} disabled={totals.count === 0}>
            {shipBatchLabel(totals)}
          </Button>
        </div>
      </div>
    </div>
  );
}
