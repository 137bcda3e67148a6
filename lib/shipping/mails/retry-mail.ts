import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { customerMails, type CustomerMail } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { runKeyedJob } from "@/lib/jobs/run-keyed-job";
import { EVERY_COMPANY, type ShipmentOwner } from "../core/find-shipment";
import { customerMailJob } from "./customer-mail-job";

export const MAIL_NOT_FOUND = "Mail not found.";
export const MAIL_QUEUED = "The mail is queued to be sent again; the list shows when it went.";

export type MailRetried = { state: CustomerMail["state"]; queued: boolean };

async function findMailOrThrow(db: Db, p: { owner: ShipmentOwner; mailId: string }): Promise<CustomerMail> {
  const notFound = new ApiError({ code: "not_found", message: MAIL_NOT_FOUND });
  if (!z.uuid().safeParse(p.mailId).success) throw notFound;
  const mail = await db.query.customerMails.findFirst({
    where: and(
      eq(customerMails.id, p.mailId),
      p.owner === EVERY_COMPANY ? undefined : eq(customerMails.companyId, p.owner),
    ),
  });
  if (!mail) throw notFound;
  return mail;
}

/**
 * Retry Mail (Needs Attention, CLARIFICATIONS 58): a customer mail still pending is due now, and the one sender runs
 * (once per key across instances, so it never races the periodic run into a second copy). Answers the mail's state
 * after the run, or that the run is queued; a mail server that refuses it again is said with its answer (502).
 */
export async function retryMail(db: Db, p: { owner: ShipmentOwner; mailId: string }): Promise<MailRetried> {
  const mail = await findMailOrThrow(db, p);
  if (mail.state !== "pending") return { state: mail.state, queued: false };
  await db
    .update(customerMails)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(customerMails.id, mail.id), eq(customerMails.state, "pending")));
  const run = await runKeyedJob(db, customerMailJob, customerMailJob.name, {});
  if (run.state === "queued") return { state: "pending", queued: true };
  const after = await findMailOrThrow(db, p);
  if (after.state === "pending")
    throw new ApiError({
      code: "bad_gateway",
      message: `The mail was not sent: ${after.lastError ?? "the mail server did not take it."}`,
    });
  return { state: after.state, queued: false };
}
