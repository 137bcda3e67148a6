import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { containsPattern } from "./like-pattern";

/** Past this many distinct addresses the lookup stops and the caller filters the rows directly. */
export const DISTINCT_EMAIL_CAP = 5000;

/**
 * The distinct log addresses that contain `fragment`, found by skipping through the email index (one probe per
 * distinct address) rather than reading every row: a year of logs holds far fewer addresses than entries.
 * Answers null when there are more than DISTINCT_EMAIL_CAP addresses.
 */
export async function matchingEmails(db: Db, fragment: string): Promise<string[] | null> {
  // Both drivers answer { rows } (node-postgres and PGlite); the shared Db type leaves the result open.
  const result = (await db.execute(sql`
    with recursive e(email, n) as (
      (select user_email, 1 from logs where user_email is not null order by user_email limit 1)
      union all
      select (select l.user_email from logs l where l.user_email > e.email order by l.user_email limit 1), e.n + 1
      from e where e.email is not null and e.n <= ${DISTINCT_EMAIL_CAP}
    )
    select count(*) as total, array_agg(email) filter (where email ilike ${containsPattern(fragment)}) as matches
    from e where email is not null`)) as { rows: { total: number | string; matches: string[] | null }[] };
  const row = result.rows[0];
  if (!row || Number(row.total) > DISTINCT_EMAIL_CAP) return null;
  return row.matches ?? [];
}
