import type { Db } from "@/db/client";
import { queueKeyedJob } from "@/lib/jobs/run-keyed-job";
import { sendDueMails } from "./send-due-mails";

/** The sender on the job queue: one key, so a morning's purchases queue one run, not one each. */
export const customerMailJob = {
  name: "customer-mails",
  run: (db: Db, data: { now?: string }) => sendDueMails(db, { now: data.now ? new Date(data.now) : undefined }),
};

/** Puts the sender on the queue after new mails were recorded; the periodic job catches whatever this misses. */
export async function kickCustomerMails(db: Db): Promise<void> {
  await queueKeyedJob(db, customerMailJob, customerMailJob.name, {});
}
