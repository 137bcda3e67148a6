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
  // A new mail is due from the database's clock (its default, to the microsecond) and the kick that follows it
  // reads the process's clock (to the millisecond): compared with the later of the two, a mail recorded in the
  // same millisecond is due at once, not a minute later on the periodic run.
  const dueBy = sql`greatest(${now.toISOString()}::timestamptz, now())`;
  const due = db
    .select({ id: customerMails.id })
    .from(customerMails)
    .where(
      and(
        eq(customerMails.state, "pending"),
        lte(customerMails.nextAttemptAt, dueBy),
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
