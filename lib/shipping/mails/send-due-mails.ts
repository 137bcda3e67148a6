import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, customerMails, emailOutbox, shipments, type CustomerMail, type Shipment } from "@/db/schema";
import { deliverEmail } from "@/lib/email/deliver-email";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { trackingHref } from "../tracking/invoices/tracking-href";
import { claimDueMails } from "./claim-due-mails";
import { CANCELLED_FOR_VOID, HELD_FOR_VOID, labelVoidHold } from "./label-void-hold";
import { nextAttemptAfter } from "./mail-back-off";
import { customerMailSettings } from "./mail-settings";
import { renderCustomerMail } from "./mail-text";

const PER_RUN = 50;
/** README: NEXTAUTH_URL is the portal's public address; `npm run dev` serves here when it is unset. */
const DEV_ORIGIN = "http://localhost:3000";

async function renderFor(db: Db, mail: CustomerMail) {
  const [row] = await db
    .select({ shipment: shipments, company: companies })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .where(and(eq(shipments.id, mail.shipmentId), eq(shipments.companyId, mail.companyId)));
  if (!row) return null;
  const { shipment, company } = row;
  const settings = customerMailSettings(company.ship54Settings.customerMails);
  const href = trackingHref({ invoice: shipment.invoiceNumber, company: company.companyCode, testMode: shipment.test });
  const email = renderCustomerMail({
    kind: mail.kind,
    companyName: company.name,
    logoUrl: settings.logoUrl,
    orderRef: mail.orderRef,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: new URL(href, getEnv().NEXTAUTH_URL ?? DEV_ORIGIN).toString(),
  });
  return { email, replyTo: settings.replyTo, shipment };
}

/**
 * A mail whose label was voided is cancelled for good; one whose void is still unsettled waits its turn again
 * (not counted as a failed try). Either way nothing reaches the customer now.
 */
async function holdForVoid(db: Db, mail: CustomerMail, shipment: Shipment, now: Date): Promise<boolean> {
  const hold = labelVoidHold(shipment);
  if (hold === null) return false;
  const voided = hold === "voided";
  logger.info({ mailId: mail.id, shipmentId: shipment.id, hold }, "customer mail not sent: its label is voided");
  await db
    .update(customerMails)
    .set(
      voided
        ? { state: "cancelled", leaseUntil: null, lastError: CANCELLED_FOR_VOID }
        : {
            leaseUntil: null,
            lastError: HELD_FOR_VOID,
            attempts: mail.attempts - 1,
            nextAttemptAt: nextAttemptAfter(1, now),
          },
    )
    .where(eq(customerMails.id, mail.id));
  return true;
}

/** One claimed mail: handed to the mail path, then marked sent with its outbox entry, or left pending for later. */
async function sendOne(db: Db, mail: CustomerMail, now: Date): Promise<boolean> {
  try {
    const rendered = await renderFor(db, mail);
    if (!rendered || (await holdForVoid(db, mail, rendered.shipment, now))) return false;
    const delivery = await deliverEmail(mail.toEmail, rendered.email, {
      replyTo: rendered.replyTo,
      // The same id on a resend (a sender that died after the server took it) lets mail systems drop the repeat.
      messageId: `<customer-mail-${mail.id}@e54-portal>`,
    });
    await db.transaction(async (tx) => {
      await tx
        .update(customerMails)
        .set({ state: "sent", sentAt: new Date(), leaseUntil: null, lastError: null })
        .where(eq(customerMails.id, mail.id));
      await tx.insert(emailOutbox).values({
        toEmail: mail.toEmail,
        ...rendered.email,
        delivered: delivery.delivered,
        template: `customer-${mail.kind}`,
      });
    });
    return true;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    logger.warn({ mailId: mail.id, attempts: mail.attempts, err: why }, "customer mail not sent; will try again");
    await db
      .update(customerMails)
      .set({ leaseUntil: null, lastError: why.slice(0, 500), nextAttemptAt: nextAttemptAfter(mail.attempts, now) })
      .where(eq(customerMails.id, mail.id));
    return false;
  }
}

/**
 * Sends every customer mail that is due (issue 29 point 3): the job the purchase and the delivered event kick, and
 * every minute the periodic one that retries what a mail server that was down left pending. Answers how many went.
 */
export async function sendDueMails(db: Db, params: { now?: Date } = {}): Promise<number> {
  const now = params.now ?? new Date();
  let sent = 0;
  for (;;) {
    const claimed = await claimDueMails(db, { now, limit: PER_RUN });
    for (const mail of claimed) if (await sendOne(db, mail, now)) sent++;
    if (claimed.length < PER_RUN) return sent;
  }
}
