import type { MouseEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import type { DataTableColumns } from "@/components/ui/data-table";
import type { QueueRow } from "@/lib/shipping/desk/queue-order";
import type { QueueSelection } from "./use-queue-selection";

/** The invoices of the boxes in the table, in the order its rows are shown. */
function shownInvoices(box: HTMLElement): string[] {
  const body = box.closest("tbody");
  return body ? [...body.querySelectorAll<HTMLInputElement>("input[data-invoice]")].map((b) => b.dataset.invoice!) : [];
}

/** The queue's first column: a box per unshipped parcel invoice, ticked for Ship a batch. */
export function selectionColumn(selection: QueueSelection): DataTableColumns<QueueRow>[number] {
  return {
    id: "select",
    header: () => <span className="sr-only">Select</span>,
    enableSorting: false,
    meta: { headerClassName: "w-8", cellClassName: "w-8" },
    cell: ({ row: { original: o } }) =>
      selection.canTick(o) ? (
        <Checkbox
          // Named by aria-label, not by hidden text, so the row's only text of the invoice is its number.
          label={null}
          aria-label={`Select ${o.invoiceNumber}`}
          data-invoice={o.invoiceNumber}
          checked={selection.isSelected(o.invoiceNumber)}
          onClick={(e: MouseEvent<HTMLInputElement>) => selection.noteClick(e.shiftKey, shownInvoices(e.currentTarget))}
          onChange={(checked) => selection.toggle(o.invoiceNumber, checked)}
        />
      ) : null,
  };
}
