import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { customerMails, type CustomerMail } from "@/db/schema";

/** Longer than one SMTP conversation can last (nodemailer gives up on a silent socket after 10 minutes). */
const LEASE_MS = 15 * 60_000;

/**
 * The pending mails that are due, each leased to this sender in one statement (rows another sender holds are
 * skipped), so two instances or a kick beside the periodic job never send one mail twice at once. A sender that
 * died holding a lease leaves it to lapse.
 */
export async function claimDueMails(db: Db, params: { now: Date; limit: number }): Promise<CustomerMail[]> {
  const { now, limit } = params;
  const due = db
    .select({ id: customerMails.id })
    .from(customerMails)
    .where(
      and(
        eq(customerMails.state, "pending"),
        lte(customerMails.nextAttemptAt, now),
        or(isNull(customerMails.leaseUntil), lte(customerMails.leaseUntil, now)),
      ),
    )
    .orderBy(asc(customerMails.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(customerMails)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${customerMails.attempts} + 1` })
    .where(inArray(customerMails.id, due))
    .returning();
}
