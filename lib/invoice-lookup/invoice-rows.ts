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

/**
 * A ship date as the user reads it (MM/DD/YYYY), from the ERP's YYYY-MM-DD without going through a Date: as a
 * UTC midnight it would show the day before in every US time zone.
 */
export function formatShipDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value || "N/A";
  return `${m[2]}/${m[3]}/${m[1]}`;
}
