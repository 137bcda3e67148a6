import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, intents, rateQuotes, users } from "@/db/schema";

/** A label purchase of company EDS left in flight half an hour ago (its answer lost), that Shippo never made. */
export const DOUBTFUL_LABEL = { invoiceNumber: "S7700001.001", rateId: "rate_e2e_in_doubt" } as const;

/**
 * Written before the server starts, for Actions in Doubt: an intent in flight for more than ten minutes, with the
 * rate quote its recovery reads. Shippo has no purchase for that rate, so Check Again proves it was not made.
 */
export async function seedDoubtfulLabel(db: Db) {
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  const staff = await db.query.users.findFirst({ where: eq(users.email, "staff@example.com") });
  if (!eds || !staff) throw new Error("the demo seed has no company EDS or staff user");
  const address = {
    name: "Bay Builders",
    street1: "215 Clayton St",
    city: "San Francisco",
    state: "CA",
    zip: "94117",
    country: "US",
  };
  await db
    .insert(rateQuotes)
    .values({
      rateId: DOUBTFUL_LABEL.rateId,
      companyId: eds.id,
      shippoShipmentId: "shp_e2e_in_doubt",
      provider: "USPS",
      carrier: "usps",
      servicelevelName: "Priority Mail",
      amount: 9.5,
      currency: "USD",
      addressFrom: address,
      addressTo: address,
      parcel: { length: 10, width: 8, height: 6, weight: 2 },
    })
    .onConflictDoNothing();
  const owner = {
    companyId: eds.id,
    userId: staff.id,
    source: "manual",
    invoiceNumber: DOUBTFUL_LABEL.invoiceNumber,
    packageNumber: 1,
  };
  const halfAnHourAgo = sql`now() - interval '30 minutes'`;
  await db
    .insert(intents)
    .values({
      kind: "label",
      key: `${eds.id}:${DOUBTFUL_LABEL.invoiceNumber}:1`,
      companyId: eds.id,
      request: {
        rateId: DOUBTFUL_LABEL.rateId,
        owner,
        invoiceNumber: owner.invoiceNumber,
        packageNumber: 1,
        userId: staff.id,
      },
      inFlight: true,
      attempts: 1,
      lastError: "Shippo error 502",
      createdAt: halfAnHourAgo,
      updatedAt: halfAnHourAgo,
    })
    .onConflictDoNothing();
}
