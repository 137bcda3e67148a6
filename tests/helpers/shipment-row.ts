import type { Db } from "@/db/client";
import { shipments, type NewShipment, type Shipment } from "@/db/schema";

let n = 0;

/** A shipment record written straight to the database, with unique Shippo ids, for suites that read shipments. */
export async function insertShipment(
  db: Db,
  over: Partial<NewShipment> & Pick<NewShipment, "companyId" | "invoiceNumber">,
): Promise<Shipment> {
  n++;
  const [row] = await db
    .insert(shipments)
    .values({
      source: "shipstation",
      trackingNumber: `TN${n}`,
      carrier: "usps",
      shippoTransactionId: `tx_${n}`,
      shippoRateId: `rate_${n}`,
      costAmount: 10,
      costCurrency: "USD",
      ...over,
    })
    .returning();
  return row;
}
