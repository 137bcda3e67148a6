import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoiceShipFacts, type CheckedAddress, type InvoiceShipFacts } from "@/db/schema";
import type { OrderDetails } from "./get-order-details";
import type { ShipAddress } from "./ship-address";

/** The street part of an address, as it is checked and compared. */
export const checkedAddress = (a: Pick<ShipAddress, keyof CheckedAddress>): CheckedAddress => ({
  street1: a.street1.trim(),
  street2: a.street2.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  zip: a.zip.trim(),
});

export const sameAddress = (a: CheckedAddress, b: CheckedAddress) =>
  (Object.keys(a) as (keyof CheckedAddress)[]).every((k) => a[k].trim() === (b[k] ?? "").trim());

/**
 * Keeps what the desk read of an invoice as it opened (CLARIFICATIONS 61, 62): the customer's facts, the sales total
 * and the ERP's ship-to, for the rates and the purchase to read. Opened again, the facts are the new ones; the check
 * of the ship-to and the clerk's choice hold while the ERP's ship-to is the same, and are forgotten when it changed.
 */
export async function rememberOpenedInvoice(db: Db, companyId: string, order: OrderDetails): Promise<InvoiceShipFacts> {
  const shipTo = checkedAddress(order.shipTo);
  const [row] = await db
    .insert(invoiceShipFacts)
    .values({
      companyId,
      invoiceNumber: order.invoiceNumber,
      customerFacts: order.customerFacts,
      salesTotal: order.salesTotal,
      shipTo,
    })
    .onConflictDoUpdate({
      target: [invoiceShipFacts.companyId, invoiceShipFacts.invoiceNumber],
      set: {
        customerFacts: sql`excluded.customer_facts`,
        salesTotal: sql`excluded.sales_total`,
        shipTo: sql`excluded.ship_to`,
        shipToCheck: sql`case when ${invoiceShipFacts.shipTo} = excluded.ship_to then ${invoiceShipFacts.shipToCheck} end`,
        addressChoice: sql`case when ${invoiceShipFacts.shipTo} = excluded.ship_to then ${invoiceShipFacts.addressChoice} end`,
        openedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

/** What the desk kept of an invoice; null when it was never opened on the desk (a batch, an API caller). */
export async function readInvoiceFacts(
  db: Db,
  companyId: string,
  invoiceNumber: string,
): Promise<InvoiceShipFacts | null> {
  const row = await db.query.invoiceShipFacts.findFirst({
    where: and(eq(invoiceShipFacts.companyId, companyId), eq(invoiceShipFacts.invoiceNumber, invoiceNumber)),
  });
  return row ?? null;
}

/** The ship-to the clerk chose: Shippo's suggestion when they chose it, else the address as entered. */
export function chosenShipTo(row: Pick<InvoiceShipFacts, "shipTo" | "shipToCheck" | "addressChoice">): CheckedAddress {
  const suggested = row.shipToCheck?.suggested;
  return row.addressChoice === "suggested" && suggested ? suggested : row.shipTo;
}
