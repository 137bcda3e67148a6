import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, intents, users } from "@/db/schema";
import { CHECKABLE } from "./checkable-kinds";
import type { StuckIntentDto } from "./stuck-intent-dto";

/** How long an intent stays in flight before an administrator is shown it. */
export const STUCK_AFTER_MINUTES = 10;
const LIMIT = 200;

/** A line a person can read of what the intent was to make (never a secret: the request holds none). */
function summaryOf(request: Record<string, unknown>): string {
  const parts = ["invoiceNumber", "order", "contactId", "lineId", "rateId", "trackingNumber"]
    .filter((k) => typeof request[k] === "string" || typeof request[k] === "number")
    .map((k) => `${k} ${String(request[k])}`);
  return parts.join(", ").slice(0, 200);
}

/** Intents in flight (may have been made, not yet confirmed) for more than ten minutes, oldest first. */
export async function listStuckIntents(db: Db): Promise<StuckIntentDto[]> {
  const rows = await db
    .select({ intent: intents, companyCode: companies.companyCode, email: users.email })
    .from(intents)
    .leftJoin(companies, eq(companies.id, intents.companyId))
    .leftJoin(users, sql`${users.id}::text = ${intents.request}->>'userId'`)
    .where(
      and(
        eq(intents.state, "pending"),
        eq(intents.inFlight, true),
        lt(intents.updatedAt, sql`now() - ${`${STUCK_AFTER_MINUTES} minutes`}::interval`),
      ),
    )
    .orderBy(asc(intents.createdAt))
    .limit(LIMIT);
  return rows.map(({ intent, companyCode, email }) => ({
    id: intent.id,
    kind: intent.kind,
    what: CHECKABLE[intent.kind]?.what ?? intent.kind,
    summary: summaryOf(intent.request),
    companyCode,
    who: email,
    since: intent.createdAt.toISOString(),
    attempts: intent.attempts,
    lastError: intent.lastError,
  }));
}
