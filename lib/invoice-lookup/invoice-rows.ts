import { formatDate } from "@/lib/dates/format-date";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";

export type InvoiceRow = { key: string; shipDate: string; invoiceNumber: string; poNumber: string };

const same = (a: unknown, b: string) =>
  String(a ?? "")
    .trim()
    .toUpperCase() === b.trim().toUpperCase();

/**
 * The invoice table's rows: every generation of the listed orders whose shipToId is the searched id (spec 2
 * section 5; the ERP lists an order when any generation matches and sends all of them).
 */
export function invoiceRows(orders: readonly Pick<SalesOrder, "id" | "generations">[], shipToId: string): InvoiceRow[] {
  return orders.flatMap((order) =>
    order.generations
      .filter((g) => same(g.shipToId, shipToId))
      .map((g, i) => {
        const invoiceNumber = g.fullInvoiceID || g.invoiceNumber || "";
        return {
          key: invoiceNumber || `${order.id}#${i}`,
          shipDate: g.shipDate ?? "",
          invoiceNumber,
          poNumber: g.poNumber || "N/A",
        };
      }),
  );
}

/** A ship date as the portal writes dates ("Nov 2, 2026", the ERP's own day); N/A when the ERP sent none. */
export function formatShipDate(value: string): string {
  return value ? formatDate(value) : "N/A";
}
