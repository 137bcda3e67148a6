"use client";

import { useMemo, useRef, useState } from "react";
import { isNotParcel } from "@/lib/shipping/desk/parcel-rule";
import type { QueueRow } from "@/lib/shipping/desk/queue-order";
import { tickRange } from "./tick-range";

/** A queue row a batch can take: a parcel (CLARIFICATIONS 64), nothing of it shipped yet. */
export const isBatchable = (o: QueueRow, nonParcel: readonly string[]) =>
  o.shipped.count === 0 && !isNotParcel(o.shipVia, nonParcel);

/**
 * The invoices ticked in the queue for Ship a batch. A shift-click ticks (or clears) the range from the last box
 * clicked, as file lists do; only unshipped parcel rows take part. What is ticked stays valid as the queue reloads:
 * an invoice that left the queue or was shipped drops out.
 */
export function useQueueSelection(orders: readonly QueueRow[] | null, nonParcel: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  // The click's Shift key and the rows' order as shown (the table sorts by any column), read before the box's change.
  const click = useRef<{ shift: boolean; shown: readonly string[] } | null>(null);
  const batchable = useMemo(
    () => (orders ?? []).filter((o) => isBatchable(o, nonParcel)).map((o) => o.invoiceNumber),
    [orders, nonParcel],
  );
  const selected = useMemo(() => batchable.filter((id) => ticked.has(id)), [batchable, ticked]);

  /** Ticks or clears one box; with Shift held on its click, every box between it and the last one clicked. */
  function toggle(invoice: string, checked: boolean) {
    const range = tickRange(click.current?.shown ?? batchable, invoice, anchor.current, click.current?.shift ?? false);
    click.current = null;
    anchor.current = invoice;
    setTicked((prev) => {
      const next = new Set(prev);
      for (const id of range) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return {
    selected,
    /** Whether the row has a box: a batch can take it. */
    canTick: (o: QueueRow) => isBatchable(o, nonParcel),
    isSelected: (invoice: string) => ticked.has(invoice),
    toggle,
    /** A click on a box, before its change: whether Shift was held, and the invoices' boxes in the order shown. */
    noteClick: (shift: boolean, shown: readonly string[]) => void (click.current = { shift, shown }),
    selectAll: () => setTicked(new Set(batchable)),
    clear: () => {
      anchor.current = null;
      setTicked(new Set());
    },
    /** How many rows a batch could take: Select All's reach. */
    batchableCount: batchable.length,
  };
}

export type QueueSelection = ReturnType<typeof useQueueSelection>;
