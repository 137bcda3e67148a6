import type { Batch, BatchItem } from "@/db/schema";
import { labelFormatOf } from "../labels/label-format";
import type { BatchDto, BatchItemDto } from "./schemas";

export type { BatchDto, BatchItemDto } from "./schemas";

export function toBatchItemDto(i: BatchItem): BatchItemDto {
  const { invoiceNumber, state, reason, carrier, service, amount, trackingNumber } = i;
  return { invoiceNumber, state, reason, carrier, service, amount, trackingNumber };
}

/**
 * A batch as the dashboard shows it: who started it (their email), each invoice's state, the counts, and the
 * invoices whose label was voided since (`voided`: their shipments' ids).
 */
export function toBatchDto(
  b: Batch,
  items: readonly BatchItem[],
  createdBy: string | null,
  voided: ReadonlySet<string>,
): BatchDto {
  const count = (state: BatchItem["state"]) => items.filter((i) => i.state === state).length;
  const bought = count("bought");
  const failed = count("failed");
  return {
    id: b.id,
    branch: b.branch,
    state: b.state,
    labelFileType: labelFormatOf(b.labelFileType),
    createdBy,
    createdAt: b.createdAt.toISOString(),
    items: items.map(toBatchItemDto),
    counts: { total: items.length, bought, failed, pending: items.length - bought - failed },
    voidedInvoices: items.flatMap((i) => (i.shipmentId && voided.has(i.shipmentId) ? [i.invoiceNumber] : [])),
  };
}
