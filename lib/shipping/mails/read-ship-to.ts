import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getCustomer } from "@/lib/erp/resources/customers";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";

export type ShipTo = { email: string | null; poNumber: string | null };

/**
 * The invoice's ship-to as the ERP has it: the generation's `shipToId` and `poNumber`, and that customer's first
 * email (`emails[0].address`, as the ERP's own screens read it). The order carries no email of its own.
 */
export async function readShipTo(conn: ErpConnection, invoiceNumber: string): Promise<ShipTo> {
  const order = await getSalesOrder(conn, invoiceNumber);
  const generation =
    order.generations.find((g) => g.fullInvoiceID === invoiceNumber || g.invoiceNumber === invoiceNumber) ??
    order.generations[0];
  const poNumber = generation?.poNumber?.trim() || null;
  if (!generation?.shipToId) return { email: null, poNumber };
  const customer = await getCustomer(conn, generation.shipToId);
  const email = customer.emails?.map((e) => e.address?.trim()).find((a) => a) ?? null;
  return { email, poNumber };
}
