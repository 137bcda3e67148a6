import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DEMO_SHIPPO_TOKEN } from "@/db/seed-ship54";
import { companies, shipments, type Shipment } from "@/db/schema";
import { createShippoClient } from "@/lib/shipping/shippo/shippo-client";

/**
 * A label bought at the Shippo stand-in with company EDS's token, recorded as the shipping desk records one. For
 * the tracking suites, which need parcels to follow, not the desk's purchase rules.
 */
export async function buyLabelForEds(
  db: Db,
  opts: { invoiceNumber: string; companyCode?: string; test?: boolean },
): Promise<Shipment> {
  const company = await db.query.companies.findFirst({ where: eq(companies.companyCode, opts.companyCode ?? "EDS") });
  if (!company) throw new Error("no company");
  const shippo = createShippoClient(DEMO_SHIPPO_TOKEN);
  const addressTo = {
    name: "Bay Builders",
    street1: "215 Clayton St",
    city: "San Francisco",
    state: "CA",
    zip: "94117",
    country: "US",
  };
  const shipment = await shippo.shipments.create({
    addressFrom: {
      name: "Ed's Supply Co",
      street1: "100 Broadway",
      city: "Nashville",
      state: "TN",
      zip: "37203",
      country: "US",
    },
    addressTo,
    parcels: [{ massUnit: "lb", weight: "2", distanceUnit: "in", length: "10", width: "8", height: "6" }],
    async: false,
  });
  const rate = shipment.rates.find((r) => r.provider === "USPS") ?? shipment.rates[0];
  const tx = await shippo.transactions.create({ rate: rate.objectId, async: false, labelFileType: "PDF" });
  const [row] = await db
    .insert(shipments)
    .values({
      companyId: company.id,
      source: "shipstation",
      invoiceNumber: opts.invoiceNumber,
      trackingNumber: tx.trackingNumber!,
      carrier: rate.provider.toLowerCase(),
      servicelevel: rate.servicelevel.name ?? null,
      estimatedDays: rate.estimatedDays ?? null,
      internalStatus: "LABEL_PURCHASED",
      test: opts.test ?? true,
      labelUrl: tx.labelUrl ?? null,
      shippoTransactionId: tx.objectId!,
      shippoRateId: rate.objectId,
      shippoShipmentId: shipment.objectId,
      costAmount: Number(rate.amount),
      costCurrency: rate.currency,
      addressTo,
    })
    .returning();
  return row;
}
