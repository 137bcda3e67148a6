import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies, customerMails } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { logger } from "@/lib/logger";
import type { BoughtLabel } from "../labels/bought-label";
import { kickCustomerMails } from "./customer-mail-job";
import { customerMailSettings } from "./mail-settings";
import { readShipTo } from "./read-ship-to";

type Purchase = {
  companyId: string;
  invoiceNumber: string;
  poNumber?: string | null;
  connect(): Promise<ErpConnection>;
};
type Recipient = { toEmail: string; orderRef: string };
type Labels = BoughtLabel & { packages?: BoughtLabel[] };

const isEmail = (s: string) => z.email().max(254).safeParse(s).success;

/** Who gets the shipped mail, or null: mails off, no ship-to email at the ERP, or the ERP did not answer. */
async function recipientOf(db: Db, p: Purchase): Promise<Recipient | null> {
  const company = await db.query.companies.findFirst({
    where: eq(companies.id, p.companyId),
    columns: { ship54Settings: true },
  });
  if (!company || !customerMailSettings(company.ship54Settings.customerMails).enabled) return null;
  try {
    const shipTo = await readShipTo(await p.connect(), p.invoiceNumber);
    if (!shipTo.email || !isEmail(shipTo.email)) {
      logger.info({ invoice: p.invoiceNumber }, "customer mail: the ship-to has no email at the ERP");
      return null;
    }
    return { toEmail: shipTo.email, orderRef: shipTo.poNumber || p.poNumber?.trim() || p.invoiceNumber };
  } catch (err) {
    logger.warn({ invoice: p.invoiceNumber, err: String(err) }, "customer mail: the ship-to could not be read");
    return null;
  }
}

/**
 * The shipped mail of a desk purchase (issue 29 point 3). The ship-to is read from the ERP while the label is
 * bought (it adds no wait to Ship Package); `record` then writes one mail per label with a shipment record, unique
 * on (shipment, shipped), so a replayed or retried purchase adds none, and puts the sender on the job queue. It
 * never fails the purchase: the label stands whatever happens to its mail.
 */
export function prepareShippedMails(db: Db, purchase: Purchase) {
  const recipient = recipientOf(db, purchase).catch((err: unknown) => {
    logger.error({ invoice: purchase.invoiceNumber, err: String(err) }, "customer mail: settings not read");
    return null;
  });
  return {
    async record(label: Labels): Promise<void> {
      const to = await recipient;
      const ids = (label.packages ?? [label]).map((l) => l.shipmentId).filter((id): id is string => id !== null);
      if (!to || ids.length === 0) return;
      try {
        const rows = ids.map((shipmentId) => ({
          companyId: purchase.companyId,
          shipmentId,
          kind: "shipped" as const,
          ...to,
        }));
        const added = await db
          .insert(customerMails)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: customerMails.id });
        if (added.length > 0) await kickCustomerMails(db);
      } catch (err) {
        logger.error({ invoice: purchase.invoiceNumber, err: String(err) }, "customer mail: not recorded");
      }
    },
  };
}
