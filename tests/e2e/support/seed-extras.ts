import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, shipmentEvents, shipments, users } from "@/db/schema";
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

/**
 * Issue 37 item 8: EDS's test label of two packages, one of them stopped by a delivery problem in transit; the
 * customer's link to it says testMode=true.
 */
export const TEST_LABEL_INVOICE = { invoice: "S1000889.001", problem: "9400TESTPKG2" } as const;

async function seedTestLabelInvoice(db: Db) {
  const eds = (await db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS"), columns: { id: true } }))!;
  const rows = await db
    .insert(shipments)
    .values(
      ([1, 2] as const).map((packageNumber) => ({
        companyId: eds.id,
        source: "shipstation" as const,
        invoiceNumber: TEST_LABEL_INVOICE.invoice,
        packageNumber,
        trackingNumber: packageNumber === 1 ? "9400TESTPKG1" : TEST_LABEL_INVOICE.problem,
        carrier: "usps",
        test: true,
        internalStatus: packageNumber === 1 ? ("LABEL_PURCHASED" as const) : ("EXCEPTION" as const),
        shippoTransactionId: `tx_test_label_${packageNumber}`,
        shippoRateId: `rate_test_label_${packageNumber}`,
        costAmount: 9.5,
        costCurrency: "USD",
        addressTo: { name: "Bay Builders", city: "San Francisco", state: "CA" },
      })),
    )
    .onConflictDoNothing()
    .returning();
  const problem = rows.find((r) => r.trackingNumber === TEST_LABEL_INVOICE.problem);
  if (!problem) return;
  await db.insert(shipmentEvents).values([
    {
      shipmentId: problem.id,
      objectId: "test-label-transit",
      status: "TRANSIT",
      statusDetails: "Departed facility",
      statusDate: new Date(Date.now() - 3_600_000),
    },
    {
      shipmentId: problem.id,
      objectId: "test-label-failure",
      status: "FAILURE",
      statusDetails: "Address not found",
      statusDate: new Date(),
    },
  ]);
}

export async function seedE2eExtras(db: Db) {
  await seedSharedInvoice(db);
  await seedTestLabelInvoice(db);
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
  // Imported here, not at the top: specs read this file's constants, and the seed buys at Shippo (server modules).
  await (await import("./seed-attention")).seedNeedsAttention(db);
}
