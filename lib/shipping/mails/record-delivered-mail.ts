import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, customerMails, type Shipment } from "@/db/schema";
import { customerMailSettings } from "./mail-settings";

/**
 * The delivered mail of a shipment that has just become DELIVERED, when the company sends them: to the address its
 * shipped mail went to (a label bought while mails were off has none, and gets none). Written in the tracking
 * update's own transaction, unique on (shipment, delivered), so a delivered event heard twice mails once.
 * Answers whether a mail was added, for the caller to put the sender on the queue once it committed.
 */
export async function recordDeliveredMail(tx: Db, shipment: Shipment): Promise<boolean> {
  const company = await tx.query.companies.findFirst({
    where: eq(companies.id, shipment.companyId),
    columns: { ship54Settings: true },
  });
  const settings = customerMailSettings(company?.ship54Settings.customerMails);
  if (!settings.enabled || !settings.delivered) return false;
  const shipped = await tx.query.customerMails.findFirst({
    where: and(eq(customerMails.shipmentId, shipment.id), eq(customerMails.kind, "shipped")),
    columns: { toEmail: true, orderRef: true },
  });
  if (!shipped) return false;
  const added = await tx
    .insert(customerMails)
    .values({ companyId: shipment.companyId, shipmentId: shipment.id, kind: "delivered", ...shipped })
    .onConflictDoNothing()
    .returning({ id: customerMails.id });
  return added.length > 0;
}
