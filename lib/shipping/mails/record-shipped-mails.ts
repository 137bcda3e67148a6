import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, customerMails } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { kickCustomerMails } from "./customer-mail-job";
import { customerMailSettings } from "./mail-settings";
import { readShipTo } from "./read-ship-to";

type Purchase = {
  companyId: string;
  invoiceNumber: string;
  poNumber?: string | null;
  connect(): Promise<ErpConnection>;
};

/** What became of a purchase's shipped mail: written (and the sender kicked), or why none is sent. */
export type ShippedMailsOutcome = "recorded" | "mails off" | "no email";

const isEmail = (s: string) => z.email().max(254).safeParse(s).success;

async function mailsOn(db: Db, companyId: string): Promise<boolean> {
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { ship54Settings: true },
  });
  return Boolean(company && customerMailSettings(company.ship54Settings.customerMails).enabled);
}

/**
 * The shipped mail of a purchase (issue 29 point 3), a step of the shipment's workflow: the ship-to read from the
 * ERP, then one mail per label, unique on (shipment, shipped), so a workflow run again adds none; the sender goes on
 * the job queue. An ERP that does not answer throws, and the workflow tries again later.
 */
export async function recordShippedMails(
  db: Db,
  purchase: Purchase,
  shipmentIds: readonly string[],
): Promise<ShippedMailsOutcome> {
  if (!(await mailsOn(db, purchase.companyId))) return "mails off";
  const shipTo = await readShipTo(await purchase.connect(), purchase.invoiceNumber);
  if (!shipTo.email || !isEmail(shipTo.email)) return "no email";
  const orderRef = shipTo.poNumber || purchase.poNumber?.trim() || purchase.invoiceNumber;
  const rows = shipmentIds.map((shipmentId) => ({
    companyId: purchase.companyId,
    shipmentId,
    kind: "shipped" as const,
    toEmail: shipTo.email!,
    orderRef,
  }));
  const added = await db.insert(customerMails).values(rows).onConflictDoNothing().returning({ id: customerMails.id });
  if (added.length > 0) await kickCustomerMails(db);
  return "recorded";
}
