import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipments, users } from "@/db/schema";
import { seedDoubtfulLabel } from "./seed-doubt";

/** A second EDS account on the same ERP user, so the port-change test does not move the demo staff account. */
export const PORT_CHANGER = { email: "porter@example.com", password: "staff1234" } as const;

/** Issue 24: an invoice number both EDS's and heritage's ERPs issued, each with a live shipment (CLARIFICATIONS 49). */
export const SHARED_INVOICE = {
  invoice: "S1000777.001",
  shipTo: { EDS: "Bay Builders", heritage: "Heritage Homes" },
} as const;

async function seedSharedInvoice(db: Db) {
  const all = await db.query.companies.findMany({ columns: { id: true, companyCode: true } });
  const rows = (["EDS", "heritage"] as const).map((code) => ({
    companyId: all.find((c) => c.companyCode === code)!.id,
    source: "shipstation" as const,
    invoiceNumber: SHARED_INVOICE.invoice,
    trackingNumber: `9400SHARED${code.toUpperCase()}`,
    carrier: "usps",
    test: false,
    labelUrl: `https://labels.example/${code}.pdf`,
    shippoTransactionId: `tx_shared_${code}`,
    shippoRateId: `rate_shared_${code}`,
    costAmount: 12.5,
    costCurrency: "USD",
    addressTo: {
      name: SHARED_INVOICE.shipTo[code],
      street1: "1 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37203",
    },
  }));
  await db.insert(shipments).values(rows).onConflictDoNothing();
}

export async function seedE2eExtras(db: Db) {
  await seedSharedInvoice(db);
  const eds = await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") });
  await db
    .insert(users)
    .values({
      email: PORT_CHANGER.email,
      firstName: "Pat",
      lastName: "Porter",
      userType: "customer",
      erpUserName: "JSMITH",
      companyId: eds?.id,
      roles: { e54: ["contact"] },
      products: [],
    })
    .onConflictDoNothing();
  await seedDoubtfulLabel(db);
}
