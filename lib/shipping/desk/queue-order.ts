// The Shipment Dashboard's rows (spec 2 section 3 "Sales order"), and the desk's summary of them. Pure: the
// server builds the rows, the screen sums them up.
import { isCodWithBalance } from "./cod-rule";
import type { QueueShippedDto } from "./shipped-package-dto";

export type QueueOrder = {
  /** The generation's full invoice id (`S1000002.001`): what is scanned and shipped. */
  invoiceNumber: string;
  orderId: string;
  generationId: string | null;
  shipDate: string | null;
  poNumber: string | null;
  shipToId: string | null;
  shipToName: string | null;
  shipVia: string | null;
  termsCode: string | null;
  balanceDue: number | null;
  /** PRINT.REVIEW's STATUS: "" when there is no record or it could not be read, "Unknown" without an invoice id. */
  printReviewStatus: string;
};

/** A row as the queue answers it: the ERP's order and the packages the company already shipped for it. */
export type QueueRow = QueueOrder & { shipped: QueueShippedDto };

/** PRINT.REVIEW's key: `{invoice}.{4-digit generation}` (spec 2 section 7), e.g. S1000002.0001; null without one. */
export function printReviewKey(
  orderId: string | null | undefined,
  generationId: string | null | undefined,
): string | null {
  if (!orderId || !generationId || !/^\d{1,4}$/.test(generationId)) return null;
  return `${orderId}.${generationId.padStart(4, "0")}`;
}

/** PRINT.REVIEW's key of a full invoice id (`S1000002.001` → S1000002.0001); null when it names no generation. */
export function printReviewKeyOfInvoice(invoiceNumber: string): string | null {
  const parts = /^(.+)\.(\d{1,4})$/.exec(invoiceNumber.trim().toUpperCase());
  return parts ? printReviewKey(parts[1], parts[2]) : null;
}

/** Ship date descending (spec 2 section 9); orders without a date last. */
export function sortQueue(rows: QueueOrder[]): QueueOrder[] {
  return [...rows].sort((a, b) => (b.shipDate ?? "").localeCompare(a.shipDate ?? ""));
}

/** The scanned text as it is matched: trimmed and upper-cased (spec 2 section 5). */
export function normalizeInvoiceInput(text: string): string {
  return text.trim().toUpperCase();
}

/** The loaded order a scan names, by full invoice id, or by the order id when it has a single queued generation. */
export function findQueuedOrder(rows: readonly QueueOrder[], scanned: string): QueueOrder | null {
  const wanted = normalizeInvoiceInput(scanned);
  if (!wanted) return null;
  const exact = rows.find((r) => r.invoiceNumber.toUpperCase() === wanted);
  if (exact) return exact;
  const byOrder = rows.filter((r) => r.orderId.toUpperCase() === wanted);
  return byOrder.length === 1 ? byOrder[0] : null;
}

const DAY_MS = 86_400_000;

/** Beyond the spec: the branch's queue size, the oldest order's age in days and the COD holds. */
export function summarizeQueue(rows: readonly QueueOrder[], termsCodes: readonly string[], now = new Date()) {
  const dates = rows.map((r) => (r.shipDate ? Date.parse(r.shipDate) : NaN)).filter((t) => Number.isFinite(t));
  const oldest = dates.length ? Math.min(...dates) : null;
  return {
    queueSize: rows.length,
    oldestAgeDays: oldest === null ? null : Math.max(0, Math.floor((now.getTime() - oldest) / DAY_MS)),
    codHolds: rows.filter((r) => isCodWithBalance(r, termsCodes)).length,
  };
}

/** How many of the queue's invoices are left to ship, and how many already have a package shipped. */
export function countLeftToShip(rows: readonly Pick<QueueRow, "shipped">[]) {
  const shipped = rows.filter((r) => r.shipped.count > 0).length;
  return { toShip: rows.length - shipped, shipped };
}
